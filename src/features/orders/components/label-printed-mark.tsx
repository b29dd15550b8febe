// That an order's label was printed (its labelPrinted, synced from the server): in words and with a printer,
// never by colour alone. Compact under the status in the list and beside it on the cards ("Printed", the time
// for screen readers and in its tooltip); whole, with the time, on the order's page.
import { useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import type { OrderRow } from '../data/order-row';

export function LabelPrintedMark({ row, compact = false }: { row: Pick<OrderRow, 'labelPrinted'>; compact?: boolean }) {
  const { t, i18n } = useLingui();
  if (!row.labelPrinted) return null;
  const when = i18n.date(row.labelPrinted, { dateStyle: 'short', timeStyle: 'short' });
  const full = t`Label printed ${when}`;
  if (compact) {
    return (
      <span data-slot="label-printed" title={full} className="inline-flex shrink-0 items-center gap-1 text-xs leading-4 whitespace-nowrap text-slate-700">
        <Printer className="size-3.5" aria-hidden />
        <span aria-hidden>{t({ message: 'Printed', context: 'label' })}</span>
        <span className="sr-only">{full}</span>
      </span>
    );
  }
  return (
    <span data-slot="label-printed" className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700">
      <Printer className="size-3" aria-hidden />
      {full}
    </span>
  );
}
