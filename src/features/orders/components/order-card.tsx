// One order as a card on a phone: what a person checks first (number and status), then where it goes and
// with whom, then who gets it, its cost and date. The number is the card's link and its hit area covers
// the whole card (the ::after box); in select mode a checkbox sits above that area.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../components/ui/checkbox';
import { useKeyNames } from '../../../session/use-key-names';
import type { OrderRow } from '../data/order-row';
import { LabelPrintedMark } from './label-printed-mark';
import { OrderState } from './order-state';

type OrderCardProps = { row: OrderRow; selecting: boolean; selected: boolean; onSelect: (on: boolean) => void };

export function OrderCard({ row, selecting, selected, onSelect }: OrderCardProps) {
  const { t, i18n } = useLingui();
  const providerName = useKeyNames('allProviders');
  const number = row.number || row.order?.clientNumber || '—';
  const cost = row.cost?.deliveryCost;
  return (
    <div className="relative flex h-full gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm">
      {selecting && (
        <label className="relative z-10 -my-1 -ml-1 flex size-11 shrink-0 items-center justify-center">
          <span className="sr-only">{t`Select order ${number}`}</span>
          <Checkbox className="size-5" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
        </label>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <Link
            to="/orders/$id/details"
            params={{ id: row.id }}
            className="truncate font-medium text-primary after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary"
          >
            {row.number || t`New`}
          </Link>
          <span className="flex shrink-0 items-center gap-1"><OrderState row={row} /><LabelPrintedMark row={row} compact /></span>
        </div>
        <p className="truncate text-slate-700">
          {[providerName(row.order?.providerKey ?? ''), row.recipient?.city].filter(Boolean).join(' · ')}
        </p>
        <div className="flex items-center justify-between gap-2">
          <span className="truncate">{row.recipient?.contactName}</span>
          <span className="shrink-0 tabular-nums">
            {cost != null ? i18n.number(cost, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }) : ''}
          </span>
        </div>
        <p className="truncate text-xs text-slate-500">
          {[row.created ? i18n.date(row.created, { dateStyle: 'short' }) : '', row.order?.clientNumber].filter(Boolean).join(' · ')}
        </p>
      </div>
    </div>
  );
}
