// The labels dialog (docs/decisions/orders.md, "Labels"): which layout (a 100x150 mm thermal label a page,
// the default, or four on an A4 sheet), remembered on this device as soon as it is chosen (offline too), and
// then one PDF of the orders' labels:
// the print dialog on a computer or a tablet, a saved file on a phone. The server makes the PDF, so offline
// the dialog says so and keeps the choice; nothing is queued and nothing is lost.
import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { OnlineOnlyNote } from '../../../components/ui/online-only-note';
import type { LabelFormat } from '../../../contract/order-constants';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useIsPhone, useMediaQuery } from '../../../lib/hooks/use-media-query';
import { labelOutput } from '../lib/label-format';
import { rememberLabelFormat, useLabelFormat } from '../data/label-format-store';

type LabelsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  /** Makes the labels and hands them on; resolves once done, rejects when they could not be made. */
  onMake: (format: LabelFormat, output: 'print' | 'download') => Promise<void>;
};

export function LabelsDialog({ open, onOpenChange, count, onMake }: LabelsDialogProps) {
  const { t } = useLingui();
  const online = useIsOnline();
  const format = useLabelFormat();
  const output = labelOutput({ coarsePointer: useMediaQuery('(pointer: coarse)'), narrow: useIsPhone() });
  const [busy, setBusy] = useState(false);
  const id = useId();

  const formats: Array<{ value: LabelFormat; title: string; hint: string }> = [
    { value: 'a6', title: t`A6 thermal label, 100×150 mm`, hint: t`One label a page, for a label printer.` },
    { value: 'a4x4', title: t`Four labels on an A4 sheet`, hint: t`For an office printer; cut along the dashed lines.` },
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!online || busy) return;
    setBusy(true);
    try {
      await onMake(format, output);
      onOpenChange(false);
    } catch {
      // The API client has shown why; the dialog stays, with the choice, for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent data-slot="labels-dialog">
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <div>
            <DialogTitle>{t`Labels for ${count} order(s)`}</DialogTitle>
            <DialogDescription>
              {output === 'print'
                ? t`One PDF with every label opens in the print dialog.`
                : t`One PDF with every label is saved on this device; print it from there.`}
            </DialogDescription>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t`Label format`}</legend>
            {formats.map((f) => (
              <label key={f.value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-primary has-checked:bg-primary/5">
                <input
                  type="radio" name={`${id}-format`} value={f.value} className="mt-0.5 size-5 shrink-0"
                  checked={format === f.value} onChange={() => rememberLabelFormat(f.value)}
                />
                <span className="flex flex-col gap-0.5 text-sm">
                  <span className="font-medium text-slate-900">{f.title}</span>
                  <span className="text-slate-600">{f.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {!online && <OnlineOnlyNote id={`${id}-offline`} text={t`Needs a connection: the server makes the PDF. Your choice is kept; try again once online.`} />}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}><Trans>Cancel</Trans></Button>
            </DialogClose>
            <Button type="submit" disabled={!online || busy} aria-describedby={online ? undefined : `${id}-offline`}>
              {busy ? t`Making labels…` : output === 'print' ? t`Print` : t`Download PDF`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
