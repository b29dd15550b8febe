// One row of the order list: what an operator scans for (numbers, service, recipient, status and whether its
// label was printed, cost) and whether a change of it is still on the way or was refused.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../components/ui/checkbox';
import type { OrderRow } from '../data/order-row';
import { useKeyNames } from '../../../session/use-key-names';
import { LabelPrintedMark } from './label-printed-mark';
import { OrderState } from './order-state';

export const ORDER_GRID = 'grid grid-cols-[2rem_8rem_8rem_7rem_9rem_minmax(10rem,1fr)_11rem_7rem] items-center gap-2 px-3 py-2';

export function OrderListRow({ row, selected, onSelect }: { row: OrderRow; selected: boolean; onSelect: (on: boolean) => void }) {
  const { t, i18n } = useLingui();
  const providerName = useKeyNames('allProviders');
  const number = row.number || row.order?.clientNumber || '—';
  return (
    <>
      <span role="cell">
        <Checkbox aria-label={t`Select order ${number}`} checked={selected} onChange={(e) => onSelect(e.target.checked)} />
      </span>
      <span role="cell" className="truncate">
        <Link to="/orders/$id/details" params={{ id: row.id }} className="font-medium text-primary hover:underline">
          {row.number || t`New`}
        </Link>
      </span>
      <span role="cell" className="truncate">{row.order?.clientNumber}</span>
      <span role="cell" className="truncate text-slate-600">{row.created ? i18n.date(row.created, { dateStyle: 'short' }) : ''}</span>
      <span role="cell" className="truncate">{providerName(row.order?.providerKey ?? '')}</span>
      <span role="cell" className="truncate">
        {row.recipient?.contactName}
        <span className="text-slate-500">{row.recipient?.city ? ` · ${row.recipient.city}` : ''}</span>
      </span>
      {/* The printed mark goes under the status: a column of its own pushed the cost out of a 1280 px screen. */}
      <span role="cell" className="flex flex-col items-start justify-center overflow-hidden">
        <span className="flex items-center gap-1">
          <OrderState row={row} />
        </span>
        <LabelPrintedMark row={row} compact />
      </span>
      <span role="cell" className="text-right tabular-nums">
        {row.cost?.deliveryCost != null ? i18n.number(row.cost.deliveryCost, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }) : ''}
      </span>
    </>
  );
}
