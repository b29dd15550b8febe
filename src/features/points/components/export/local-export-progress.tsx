// The running export: rows prepared of all (the worker reports every few thousand), then the file being
// written (SheetJS does that in one call, so only the seconds tick), then the download.
import { useLingui } from '@lingui/react/macro';
import type { LocalExportState } from '../../data/export-local';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { formatSeconds } from './format-figures';
import { useElapsed } from './use-elapsed';

export function LocalExportProgress({ state }: { state: Extract<LocalExportState, { kind: 'running' }> }) {
  const { t, i18n } = useLingui();
  const elapsed = formatSeconds(i18n, useElapsed(state.startedAt));
  const done = i18n.number(state.done);
  const total = i18n.number(state.total);
  const step =
    state.phase === 'start' ? t`Starting…` : state.phase === 'rows' ? t`Preparing rows: ${done} of ${total}` : t`Writing the file…`;
  return (
    <div className="flex flex-col gap-1.5" data-testid="points-export-progress">
      <ProgressBar
        label={t`Excel export`}
        value={state.phase === 'rows' ? state.done : undefined}
        max={state.phase === 'rows' ? state.total : undefined}
        valueText={step}
      />
      <p className="flex flex-wrap justify-between gap-x-4 text-xs text-slate-600 tabular-nums">
        <span>{step}</span>
        <span>{elapsed}</span>
      </p>
    </div>
  );
}
