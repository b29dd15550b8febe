// The shipping figures per delivery service, with the period's totals (docs/decisions/analytics.md "Shipping"):
// the chart's numbers for screen readers and for anyone who wants them. On a phone each row is a small card.
import { useLingui } from '@lingui/react/macro';
import type { ShippingItem } from '../../../contract/shipping-analytics';
import { STACKED } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';
import { onTimePercent } from '../lib/shipping-view';

// On a phone a row is the service across, then its figures three to a line, each named.
const PHONE_ROW = 'max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-2 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2';
const FIGURE = 'px-3 py-1.5 text-right tabular-nums max-sm:block max-sm:p-0 max-sm:text-left max-sm:text-xs max-sm:text-slate-600';

type ShippingTableProps = {
  rows: ShippingItem[]; totals: Omit<ShippingItem, 'key'>; name: (key: string) => string; rub: (n: number) => string;
};

export function ShippingTable({ rows, totals, name, rub }: ShippingTableProps) {
  const { t, i18n } = useLingui();
  const columns = [t`Orders`, t`Spend`, t`Average cost`, t`Delivered`, t`On time`];
  const onTime = (row: Omit<ShippingItem, 'key'>) => {
    const percent = onTimePercent(row);
    return percent === null ? '—' : t`${i18n.number(row.onTime)} of ${i18n.number(row.promised)} (${i18n.number(percent)}%)`;
  };
  const figures = (row: Omit<ShippingItem, 'key'>) => [
    i18n.number(row.orders), rub(row.spend), row.avgCost === null ? '—' : rub(row.avgCost), i18n.number(row.delivered), onTime(row),
  ];
  const line = (label: string, row: Omit<ShippingItem, 'key'>, key: string, strong = false) => (
    <tr key={key} role="row" className={cn('border-b border-slate-100 last:border-0', PHONE_ROW, strong && 'bg-slate-50 font-semibold')}>
      <th role="rowheader" scope="row" className={cn('px-3 py-1.5 text-slate-800 max-sm:col-span-3 max-sm:block max-sm:p-0', strong ? 'font-semibold' : 'font-normal max-sm:font-medium')}>{label}</th>
      {figures(row).map((figure, i) => (
        <td key={columns[i]} role="cell" className={FIGURE}><span className="block sm:hidden">{columns[i]}</span>{figure}</td>
      ))}
    </tr>
  );
  return (
    <table role="table" className={STACKED.table} data-testid="shipping-services">
      <caption className="px-3 py-2 text-left font-semibold text-slate-900 max-sm:block">{t`By delivery service`}</caption>
      <thead role="rowgroup" className={cn('border-b border-slate-200 bg-slate-50 text-slate-600', STACKED.head)}>
        <tr role="row">
          <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Delivery service`}</th>
          {columns.map((column) => <th key={column} role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{column}</th>)}
        </tr>
      </thead>
      <tbody role="rowgroup" className={STACKED.body}>
        {rows.map((row) => line(row.key ? name(row.key) : t`Deleted orders`, row, row.key))}
        {line(t`All services`, totals, 'total', true)}
      </tbody>
    </table>
  );
}
