// The export jobs asked for in this session: status (with rows done of all while it runs), the filter as the
// server got it, when it was made, and the download once the file is ready.
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { downloadServerExport, type ServerExportEntry } from '../../data/export-server-jobs';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { ServerExportStatus } from './server-export-status';

export function ServerExportJobs({ entries, online }: { entries: ServerExportEntry[]; online: boolean }) {
  const { t, i18n } = useLingui();
  if (entries.length === 0) return null;
  return (
    <section aria-label={t`Recent server exports`} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900"><Trans>Recent server exports</Trans></h3>
      <ul className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200" data-testid="points-export-jobs">
        {entries.map((entry) => {
          const { job } = entry;
          const created = new Date(job.created);
          const when = Number.isNaN(created.getTime()) ? job.created : i18n.date(created, { dateStyle: 'short', timeStyle: 'medium' });
          const done = i18n.number(job.done);
          const total = i18n.number(job.total);
          return (
            <li key={job.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="points-export-job" data-status={job.status}>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <ServerExportStatus entry={entry} />
                {job.status === 'processing' && job.total > 0 && (
                  <ProgressBar label={t`Server export`} value={job.done} max={job.total} valueText={t`${done} of ${total}`} />
                )}
                <p className="text-xs break-all text-slate-600">
                  <span className="font-mono">{job.filter || t`All points`}</span>
                  {' · '}
                  <time dateTime={job.created}>{when}</time>
                </p>
              </div>
              {job.status === 'done' && (
                <Button
                  size="sm" variant="secondary" className="self-start sm:self-auto" disabled={!online || entry.downloading}
                  title={online ? undefined : t`Needs a connection`}
                  onClick={() => void downloadServerExport(entry).catch(() => undefined /* the API client has toasted why */)}
                  data-testid="points-export-job-download"
                >
                  <Download className="size-4" aria-hidden />
                  {entry.downloading ? <Trans>Downloading…</Trans> : <Trans>Download</Trans>}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
