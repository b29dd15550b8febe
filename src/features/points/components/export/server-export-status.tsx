// One job's state in words: queued, in progress with rows done of all, ready, failed, or why it is not followed.
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, WifiOff } from 'lucide-react';
import type { ServerExportEntry } from '../../data/export-server-jobs';

export function ServerExportStatus({ entry }: { entry: ServerExportEntry }) {
  const { i18n } = useLingui();
  const { job } = entry;
  const done = i18n.number(job.done);
  const total = i18n.number(job.total);
  const line = 'flex items-center gap-1.5 text-sm';
  if (entry.error) {
    const reason = entry.error;
    return <p className={`${line} text-red-700`}><CircleAlert className="size-4 shrink-0" aria-hidden /><Trans>Could not follow the job: {reason}</Trans></p>;
  }
  if (job.status === 'done') return <p className={`${line} text-green-800`}><CircleCheck className="size-4 shrink-0" aria-hidden /><Trans>Ready</Trans></p>;
  if (job.status === 'failed') return <p className={`${line} text-red-700`}><CircleAlert className="size-4 shrink-0" aria-hidden /><Trans>Failed on the server</Trans></p>;
  const waiting = entry.waiting ? <span className="flex items-center gap-1 text-amber-800"><WifiOff className="size-3.5" aria-hidden /><Trans>waiting for a connection</Trans></span> : null;
  if (job.status === 'queued') return <p className={`${line} text-slate-700`}><Clock className="size-4 shrink-0" aria-hidden /><Trans>Queued</Trans>{waiting}</p>;
  return (
    <p className={`${line} flex-wrap text-slate-700 tabular-nums`}>
      <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden />
      <Trans>Task in progress</Trans>
      {job.total > 0 && <span>({done} / {total})</span>}
      {waiting}
    </p>
  );
}
