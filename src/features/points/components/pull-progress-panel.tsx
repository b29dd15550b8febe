// The first (or a resumed) pull of the points, shown while it runs: records stored of the server's total,
// percent, the megabytes received (of about how many) and the time left. It keeps its height and updates in place (a bar that slides, figures in
// tabular digits), so 100 batches a minute do not make the page flicker.
import { Trans, useLingui } from '@lingui/react/macro';
import { CloudDownload, CloudOff } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { SyncStateRow } from '../../../db/schema';
import { formatDuration } from '../lib/format-duration';
import { transferFigure } from '../lib/transfer-figure';
import { useTimeLeft } from './use-time-left';

type PullProgressPanelProps = { state: SyncStateRow | null; pulling: boolean; online: boolean };

export function PullProgressPanel({ state, pulling, online }: PullProgressPanelProps) {
  const { t, i18n } = useLingui();
  const stored = state?.stored ?? 0;
  const total = Math.max(state?.total ?? 0, stored);
  const left = useTimeLeft(stored, total, online && pulling);
  const known = total > 0;
  const share = known ? Math.min(1, stored / total) : 0;
  const percent = i18n.number(Math.floor(share * 100) / 100, { style: 'percent' });
  const storedText = i18n.number(stored);
  const totalText = i18n.number(total);
  const duration = left === null ? '' : formatDuration(left, i18n.locale);
  const transfer = transferFigure(state?.bytes, stored, total);
  const megabytes = (mb: number) => i18n.number(mb, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const received = transfer ? megabytes(transfer.receivedMb) : '';
  const expected = transfer?.expectedMb ? megabytes(transfer.expectedMb) : '';
  const when = !online
    ? t`Paused: no connection. The download continues when the device is back online.`
    : !pulling
      ? t`Waiting for the sync to continue…`
      : left === null
        ? t`Calculating time left…`
        : t`About ${duration} left`;

  return (
    <Card data-testid="points-pull-progress" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {online ? <CloudDownload className="size-4 text-primary" aria-hidden /> : <CloudOff className="size-4 text-slate-500" aria-hidden />}
          <Trans>Downloading points to this device</Trans>
        </h2>
        <span className="text-sm font-medium text-slate-900 tabular-nums">{known ? percent : ''}</span>
      </div>
      <ProgressBar
        label={t`Points downloaded`}
        value={known ? stored : undefined}
        max={known ? total : undefined}
        valueText={known ? t`${percent}: ${storedText} of ${totalText}` : undefined}
      />
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-600 tabular-nums">
        <span>{known ? t`Stored ${storedText} of ${totalText}` : t`Asking the server how many points there are…`}</span>
        {transfer && <span data-testid="points-pull-bytes">{expected ? t`Received ${received} of about ${expected}` : t`Received ${received}`}</span>}
        <span aria-live="off">{when}</span>
      </p>
    </Card>
  );
}
