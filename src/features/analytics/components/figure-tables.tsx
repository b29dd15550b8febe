// The analytics as tables: by service, by destination city and by day. The charts' figures for screen readers,
// and for anyone who wants the numbers; the day table is folded away, as it is long.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalyticsRow } from '../../../contract/analytics';
import { Card } from '../../../components/ui/card';

type FigureTablesProps = {
  days: string[]; counts: number[]; dayRows: AnalyticsRow[]; services: AnalyticsRow[]; cities: AnalyticsRow[];
  name: (key: string) => string; dayText: (day: string) => string; rub: (n: number) => string;
};

function Table({ caption, first, rows, label, rub }: { caption: string; first: string; rows: AnalyticsRow[]; label: (key: string) => string; rub: (n: number) => string }) {
  const { t, i18n } = useLingui();
  const cost = (n: number | null) => (n === null ? '—' : rub(n));
  return (
    <table className="w-full text-left text-sm">
      <caption className="px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">{first}</th>
          <th scope="col" className="px-3 py-2 text-right font-medium">{t`Calculations`}</th>
          <th scope="col" className="px-3 py-2 text-right font-medium">{t`Average`}</th>
          <th scope="col" className="px-3 py-2 text-right font-medium">{t`Cheapest`}</th>
          <th scope="col" className="px-3 py-2 text-right font-medium">{t`Dearest`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">{label(row.key)}</th>
            <td className="px-3 py-1.5 text-right tabular-nums">{i18n.number(row.count)}</td>
            <td className="px-3 py-1.5 text-right tabular-nums">{cost(row.avgCost)}</td>
            <td className="px-3 py-1.5 text-right tabular-nums">{cost(row.minCost)}</td>
            <td className="px-3 py-1.5 text-right tabular-nums">{cost(row.maxCost)}</td>
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
