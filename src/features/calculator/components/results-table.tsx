// The calculator's results: a row per tariff, sortable by price, term, service and tariff; the price the
// company's rules made, with the service's own price beside it and the rules that changed it; the points near
// the destination for point tariffs; and the button that starts an order from a row.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { STACKED } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';
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
      <th role="columnheader" scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'} className={`px-3 py-2 font-medium ${className}`}>
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
    <>
      <Select aria-label={t`Sort`} className="h-11 sm:hidden" value={`${sort.key}:${sort.descending ? 'desc' : 'asc'}`} onChange={(e) => {
        const [key, order] = e.target.value.split(':') as [ResultSortKey, string];
        setSort({ key, descending: order === 'desc' });
      }}>
        <option value="price:asc">{t`Cheapest first`}</option>
        <option value="price:desc">{t`Dearest first`}</option>
        <option value="days:asc">{t`Fastest first`}</option>
        <option value="provider:asc">{t`By service`}</option>
        <option value="tariff:asc">{t`By tariff`}</option>
      </Select>
      <Card className="overflow-x-auto p-0">
        {/* Wide enough for its six columns from a tablet up (squeezed, the tariff column was a word wide); on a
            phone each result is a card, sorted by the select above them. */}
        <table role="table" className={cn(STACKED.table, 'sm:min-w-[56rem]')} data-testid="calculator-results">
          <caption className="px-3 pt-3 text-left text-sm text-slate-600 max-sm:block">
            <Trans>{rows.length} tariffs, cheapest first unless sorted otherwise. Calculated {calculatedAt}.</Trans>
          </caption>
          <thead role="rowgroup" className={cn('border-b border-slate-200 bg-slate-50 text-slate-600', STACKED.head)}>
            <tr role="row">
              {header('price', t`Price`)}
              {header('days', t`Term`)}
              {header('provider', t`Delivery service`)}
              {header('tariff', t`Tariff`)}
              <th role="columnheader" scope="col" className="px-3 py-2 font-medium"><Trans>Fees</Trans></th>
              <th role="columnheader" scope="col" className="px-3 py-2 font-medium"><span className="sr-only"><Trans>Actions</Trans></span></th>
            </tr>
          </thead>
          <tbody role="rowgroup" className={STACKED.body}>
            {sorted.map((row) => {
              const changed = row.deliveryCost !== row.deliveryCostOriginal || row.ruleIds.length > 0;
              return (
                <tr key={row.key} role="row" className={cn('border-b border-slate-100 align-top last:border-0', STACKED.row)} data-testid="calculator-result">
                  <td role="cell" className={cn('px-3 py-2 whitespace-nowrap max-sm:col-start-1 max-sm:row-start-1', STACKED.cell)}>
                    <span className="font-semibold text-slate-900 tabular-nums" data-testid="result-price">{money(row.deliveryCost)}</span>
                    {changed && (
                      <span className="block text-xs text-slate-500">
                        <Trans>service's price {money(row.deliveryCostOriginal)}</Trans>
                      </span>
                    )}
                  </td>
                  <td role="cell" className={cn('px-3 py-2 whitespace-nowrap tabular-nums max-sm:col-start-2 max-sm:row-start-2 max-sm:text-right', STACKED.cell)}>
                    <span className="sm:hidden">{t`Term`}: </span>{days(row)}
                  </td>
                  <td role="cell" className={cn('px-3 py-2 max-sm:col-start-1 max-sm:row-start-2 max-sm:font-medium', STACKED.cell)}>{providerName(row.providerKey)}</td>
                  <td role="cell" className={cn('px-3 py-2 max-sm:col-span-2', STACKED.cell)}>
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
                  <td role="cell" className={cn('px-3 py-2 text-xs text-slate-600 tabular-nums sm:min-w-44 sm:whitespace-nowrap max-sm:col-span-2', STACKED.cell)} data-testid="result-fees">
                    <FeeLines row={row} declared={declared} cod={cod} money={money} />
                  </td>
                  <td role="cell" className={cn('px-3 py-2 text-right max-sm:col-start-2 max-sm:row-start-1', STACKED.cell)}>
                    <Button size="sm" variant="secondary" className="max-sm:h-11" onClick={() => onOrder(row)} aria-label={t`Create order: ${providerName(row.providerKey)}, ${row.tariffName}, ${money(row.deliveryCost)}`}>
                      <Trans>Create an order</Trans>
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
    </>
  );
}
