// The analytics as tables: by service, by destination city and by day. The charts' figures for screen readers,
// and for anyone who wants the numbers; the day table is folded away, as it is long.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalyticsRow } from '../../../contract/analytics';
import { Card } from '../../../components/ui/card';
import { STACKED } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';

// On a phone a row is two lines: what and how many, then the average, cheapest and dearest, each named.
const PHONE_ROW = 'max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-2 max-sm:px-3 max-sm:py-2';
const phoneFigure = 'max-sm:block max-sm:p-0 max-sm:text-xs max-sm:text-slate-600';

type FigureTablesProps = {
  days: string[]; counts: number[]; dayRows: AnalyticsRow[]; services: AnalyticsRow[]; cities: AnalyticsRow[];
  name: (key: string) => string; dayText: (day: string) => string; rub: (n: number) => string;
};

function Table({ caption, first, rows, label, rub }: { caption: string; first: string; rows: AnalyticsRow[]; label: (key: string) => string; rub: (n: number) => string }) {
  const { t, i18n } = useLingui();
  const cost = (n: number | null) => (n === null ? '—' : rub(n));
  return (
    <table role="table" className={STACKED.table}>
      <caption className="px-3 py-2 text-left font-semibold text-slate-900 max-sm:block">{caption}</caption>
      <thead role="rowgroup" className={cn('border-b border-slate-200 bg-slate-50 text-slate-600', STACKED.head)}>
        <tr role="row">
          <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{first}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Calculations`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Average`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Cheapest`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Dearest`}</th>
        </tr>
      </thead>
      <tbody role="rowgroup" className={STACKED.body}>
        {rows.map((row) => (
          <tr key={row.key} role="row" className={cn('border-b border-slate-100 last:border-0', PHONE_ROW)}>
            <th role="rowheader" scope="row" className="px-3 py-1.5 font-normal text-slate-800 max-sm:col-span-2 max-sm:block max-sm:p-0 max-sm:font-medium">{label(row.key)}</th>
            <td role="cell" className="px-3 py-1.5 text-right tabular-nums max-sm:block max-sm:p-0">
              <span className="text-xs text-slate-500 sm:hidden">{t`Calculations`} </span>{i18n.number(row.count)}
            </td>
            <td role="cell" className={cn('px-3 py-1.5 text-right tabular-nums max-sm:text-left', phoneFigure)}><span className="block sm:hidden">{t`Average`}</span>{cost(row.avgCost)}</td>
            <td role="cell" className={cn('px-3 py-1.5 text-right tabular-nums max-sm:text-center', phoneFigure)}><span className="block sm:hidden">{t`Cheapest`}</span>{cost(row.minCost)}</td>
            <td role="cell" className={cn('px-3 py-1.5 text-right tabular-nums', phoneFigure)}><span className="block sm:hidden">{t`Dearest`}</span>{cost(row.maxCost)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FigureTables({ days, counts, dayRows, services, cities, name, dayText, rub }: FigureTablesProps) {
  const { t } = useLingui();
  const byDay = new Map(dayRows.map((r) => [r.key, r]));
  const everyDay = days.map((day, i) => byDay.get(day) ?? { key: day, count: counts[i] ?? 0, avgCost: null, minCost: null, maxCost: null });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="overflow-x-auto p-0" data-testid="analytics-services"><Table caption={t`By delivery service`} first={t`Delivery service`} rows={services} label={name} rub={rub} /></Card>
      <Card className="overflow-x-auto p-0"><Table caption={t`By destination city`} first={t`City`} rows={cities.slice(0, 20)} label={(k) => k} rub={rub} /></Card>
      <Card className="overflow-x-auto p-0 lg:col-span-2">
        <details>
          <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900"><Trans>By day</Trans></summary>
          <Table caption={t`Calculations by day`} first={t`Day`} rows={[...everyDay].reverse()} label={dayText} rub={rub} />
        </details>
      </Card>
    </div>
  );
}
