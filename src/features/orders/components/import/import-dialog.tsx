// "Import" on the order list (docs/decisions/orders.md "Orders in bulk"): the template, a file chosen and
// checked on the device, the preview, then the good rows queued as order creates, offline too.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { useOrderImport, type ImportState } from '../../data/use-order-import';
import { FILE_PROBLEM_TEXTS } from '../../lib/import-problem-text';
import { ImportPreviewSummary } from './import-preview';
import { TemplateButtons } from './template-buttons';

function Progress({ state }: { state: Extract<ImportState, { kind: 'reading' | 'queueing' }> }) {
  const { t, i18n } = useLingui();
  const done = i18n.number(state.done);
  const total = i18n.number(state.total);
  const step = state.kind === 'queueing' ? t`Queueing orders: ${done} of ${total}`
    : state.phase === 'read' ? t`Reading the file…` : t`Checking rows: ${done} of ${total}`;
  const known = state.kind === 'queueing' || state.phase === 'check';
  return (
    <div className="flex flex-col gap-1.5" data-testid="import-progress">
      <ProgressBar label={t`Import`} value={known ? state.done : undefined} max={known ? state.total : undefined} valueText={step} />
      <p className="text-xs text-slate-600 tabular-nums">{step}</p>
    </div>
  );
}

function Outcome({ state }: { state: ImportState }) {
  const { i18n } = useLingui();
  switch (state.kind) {
    case 'reading':
    case 'queueing':
      return <Progress state={state} />;
    case 'preview':
      return <ImportPreviewSummary preview={state.preview} />;
    case 'refused':
      return <p role="alert" className="text-sm text-red-700">{i18n._(FILE_PROBLEM_TEXTS[state.preview.problem])}</p>;
    case 'failed':
      return <p role="alert" className="text-sm text-red-700"><Trans>The file could not be imported: {state.message}</Trans></p>;
    case 'done': {
      const { queued, skipped } = state.result;
      return (
        <p role="status" className="text-sm text-slate-800" data-testid="import-done">
          <Trans>Queued: {queued} orders. They are sent to the server as soon as the device is online.</Trans>
          {skipped > 0 && <> <Trans>Skipped as imported already: {skipped}.</Trans></>}
        </p>
      );
    }
    default:
      return null;
  }
}

export function ImportOrdersDialog() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { state, choose, queue, reset } = useOrderImport();
  const inputId = useId();
  const busy = state.kind === 'reading' || state.kind === 'queueing';
  const good = state.kind === 'preview' ? state.preview.good.length : 0;

  function toggle(next: boolean) {
    if (!next && state.kind === 'queueing') return;
    setOpen(next);
    if (!next) reset();
  }

  return (
    <Dialog open={open} onOpenChange={toggle}>
      <DialogTrigger asChild>
        <Button variant="secondary"><Upload className="size-4" aria-hidden /><Trans context="action">Import</Trans></Button>
      </DialogTrigger>
      <DialogContent className="flex max-h-[90dvh] w-[min(94vw,40rem)] flex-col gap-4 overflow-y-auto max-sm:p-4">
        <div>
          <DialogTitle><Trans>Import orders</Trans></DialogTitle>
          <DialogDescription>
            <Trans>A CSV file (UTF-8, fields separated by ";" or ",") or an XLSX file with the template's columns, in Russian or English: one order a row. The rows are checked on this device before anything is queued.</Trans>
          </DialogDescription>
        </div>
        <TemplateButtons />
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800"><Trans>File with orders</Trans></label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void choose(file);
              // The same file may be chosen again (after fixing it in place, or to import it once more).
              event.target.value = '';
            }}
          />
        </div>
        <div aria-live="polite"><Outcome state={state} /></div>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary" disabled={state.kind === 'queueing'}>{state.kind === 'done' ? t`Close` : t`Cancel`}</Button>
          </DialogClose>
          {state.kind === 'preview' && (
            <Button onClick={() => void queue()} disabled={good === 0} data-testid="import-submit">
              <Trans>Import {good} orders</Trans>
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
