// The calculator's results: a row per tariff, sortable by price, term, service and tariff; the price the
// company's rules made, with the service's own price beside it and the rules that changed it; the points near
// the destination for point tariffs; and the button that starts an order from a row.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FeeLines } from './fee-lines';
import { ResultPointsDialog } from './result-points-dialog';
import { DEFAULT_RESULT_SORT, sortResults, type ResultRow, type ResultSort, type ResultSortKey } from '../lib/result-rows';

type ResultsTableProps = {
  rows: ResultRow[];
  providerName: (key: string) => string;
  ruleName: (id: string) => string;
  /** pointId: the pickup point chosen on the map of a point tariff's points. */
  onOrder: (row: ResultRow, pointId?: string) => void;
  /** The caption's second line: when these prices were calculated. */
  calculatedAt: string;
  /** The request's declared value and cash on delivery, roubles: what the fees were taken of. */
  declared: number;
  cod: number;
};

export function ResultsTable({ rows, providerName, ruleName, onOrder, calculatedAt, declared, cod }: ResultsTableProps) {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<ResultSort>(DEFAULT_RESULT_SORT);
  const sorted = sortResults(rows, sort, providerName);
  const money = (v: number) => i18n.number(v, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 });
  const days = (r: ResultRow) => (r.daysMin === r.daysMax ? t`${r.daysMax} d.` : t`${r.daysMin}–${r.daysMax} d.`);

  const header = (key: ResultSortKey, label: string, className = '') => {
    const active = sort.key === key;
    const Icon = !active ? ArrowUpDown : sort.descending ? ArrowDown : ArrowUp;
    return (
      <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'} className={`px-3 py-2 font-medium ${className}`}>
        <button
          type="button"
          onClick={() => setSort({ key, descending: active ? !sort.descending : false })}
          className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-200/60 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {label}
          <Icon className={active ? 'size-3.5 text-slate-900' : 'size-3.5 text-slate-400'} aria-hidden />
        </button>
      </th>
    );
  };

  if (!rows.length) {
    return (
      <Card role="status">
        <p className="text-sm text-slate-700"><Trans>No tariff of the connected services fits this shipment. Try another weight, other types, or connect more services.</Trans></p>
      </Card>
    );
  }

  return (
    <Card className="overflow-x-auto p-0">
      {/* Wide enough for its six columns on a phone too (the card scrolls sideways): squeezed into 360 px the
          tariff column was a word wide. */}
      <table className="w-full min-w-[56rem] text-left text-sm" data-testid="calculator-results">
        <caption className="px-3 pt-3 text-left text-sm text-slate-600">
          <Trans>{rows.length} tariffs, cheapest first unless sorted otherwise. Calculated {calculatedAt}.</Trans>
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            {header('price', t`Price`)}
            {header('days', t`Term`)}
            {header('provider', t`Delivery service`)}
            {header('tariff', t`Tariff`)}
            <th scope="col" className="px-3 py-2 font-medium"><Trans>Fees</Trans></th>
            <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only"><Trans>Actions</Trans></span></th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => {
            const changed = row.deliveryCost !== row.deliveryCostOriginal || row.ruleIds.length > 0;
            return (
              <tr key={row.key} className="border-b border-slate-100 align-top last:border-0" data-testid="calculator-result">
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className="font-semibold text-slate-900 tabular-nums" data-testid="result-price">{money(row.deliveryCost)}</span>
                  {changed && (
                    <span className="block text-xs text-slate-500">
                      <Trans>service's price {money(row.deliveryCostOriginal)}</Trans>
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{days(row)}</td>
                <td className="px-3 py-2">{providerName(row.providerKey)}</td>
                <td className="px-3 py-2">
                  {row.tariffName}
                  <span className="block text-xs text-slate-500">
                    {row.pickupType === 1 ? t`courier pickup` : t`drop-off at a point`} → {row.deliveryType === 1 ? t`to the door` : t`to a pickup point`}
                  </span>
                  {row.ruleIds.length > 0 && (
                    <span className="block text-xs text-amber-800">
                      <Trans>Rules: {row.ruleIds.map(ruleName).join(', ')}</Trans>
                    </span>
                  )}
                  {row.deliveryType === 2 && row.pointIds.length > 0 && (
                    <ResultPointsDialog
                      pointIds={row.pointIds}
                      title={`${providerName(row.providerKey)}, ${row.tariffName}`}
                      onPick={(pointId) => onOrder(row, pointId)}
                    />
                  )}
                </td>
                <td className="min-w-44 px-3 py-2 text-xs whitespace-nowrap text-slate-600 tabular-nums" data-testid="result-fees">
                  <FeeLines row={row} declared={declared} cod={cod} money={money} />
                </td>
                <td className="px-3 py-2 text-right">
                  <Button size="sm" variant="secondary" onClick={() => onOrder(row)} aria-label={t`Create order: ${providerName(row.providerKey)}, ${row.tariffName}, ${money(row.deliveryCost)}`}>
                    <Trans>Create an order</Trans>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
