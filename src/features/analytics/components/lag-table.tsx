// One service's lead times as a table: each status with its stays, median and p90 hours and the orders stuck
// in it now. The chart's figures for screen readers, and every status for anyone. On a phone a row is the
// status and its stuck orders, then the figures, each named.
import { useLingui } from '@lingui/react/macro';
import type { StatusLagItem } from '../../../contract/status-lag';
import { STACKED } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';

const PHONE_ROW = 'max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-2 max-sm:px-3 max-sm:py-2';
const phoneFigure = 'max-sm:block max-sm:p-0 max-sm:text-xs max-sm:text-slate-600';

type LagTableProps = { caption: string; rows: StatusLagItem[]; statusName: (key: string) => string; hours: (n: number) => string };

export function LagTable({ caption, rows, statusName, hours }: LagTableProps) {
  const { t, i18n } = useLingui();
  const figure = (n: number | null) => (n === null ? '—' : hours(n));
  return (
    <table role="table" className={STACKED.table}>
      <caption className="px-3 py-2 text-left font-semibold text-slate-900 max-sm:block">{caption}</caption>
      <thead role="rowgroup" className={cn('border-b border-slate-200 bg-slate-50 text-slate-600', STACKED.head)}>
        <tr role="row">
          <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Status`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Stays`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Median, h`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`90th percentile, h`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Stuck now`}</th>
        </tr>
      </thead>
      <tbody role="rowgroup" className={STACKED.body}>
        {rows.map((row) => (
          <tr key={row.statusKey} role="row" data-status={row.statusKey} className={cn('border-b border-slate-100 last:border-0', PHONE_ROW)}>
            <th role="rowheader" scope="row" className="px-3 py-1.5 font-normal text-slate-800 max-sm:col-span-2 max-sm:block max-sm:p-0 max-sm:font-medium">{statusName(row.statusKey)}</th>
            <td role="cell" className={cn('px-3 py-1.5 text-right tabular-nums max-sm:text-left', phoneFigure, 'max-sm:row-start-2')}>
              <span className="block sm:hidden">{t`Stays`}</span>{i18n.number(row.count)}
            </td>
            <td role="cell" className={cn('px-3 py-1.5 text-right tabular-nums max-sm:text-center', phoneFigure, 'max-sm:row-start-2')}>
              <span className="block sm:hidden">{t`Median, h`}</span>{figure(row.medianHours)}
            </td>
            <td role="cell" className={cn('px-3 py-1.5 text-right tabular-nums', phoneFigure, 'max-sm:row-start-2')}>
              <span className="block sm:hidden">{t`90th percentile, h`}</span>{figure(row.p90Hours)}
            </td>
            <td role="cell" className={cn('px-3 py-1.5 text-right tabular-nums max-sm:col-start-3 max-sm:row-start-1 max-sm:block max-sm:p-0', row.stuckNow > 0 && 'font-semibold text-red-700')}>
              <span className="text-xs font-normal text-slate-500 sm:hidden">{t`Stuck now`} </span>{i18n.number(row.stuckNow)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
