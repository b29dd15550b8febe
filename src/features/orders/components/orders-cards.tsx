// The order list on a phone: one card per order on the same virtual window as the table
// (use-order-window.ts), so 5,000 orders scroll like 20. Selecting is a mode (docs/decisions/phone.md):
// "Select" shows a checkbox on every card and "Select all"; the bulk actions work as on the table.
import { memo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckSquare, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TableWaitingRow } from '../../../components/ui/table-waiting-row';
import { VIRTUAL_CARD_CLASS, virtualRowStyle } from '../../../components/ui/virtual-row';
import type { OrderRow } from '../data/order-row';
import { OrderCard } from './order-card';
import type { OrdersTableProps } from './orders-table';
import { useOrderWindow } from './use-order-window';

/** A card's height with the gap below it. */
const CARD_HEIGHT = 112;

export function OrdersCards({ ids, entries, selected, onSelect, waiting, caption }: OrdersTableProps) {
  const { t } = useLingui();
  const [selecting, setSelecting] = useState(selected.size > 0);
  const { listRef, totalSize, placed, rows } = useOrderWindow(ids, entries, CARD_HEIGHT);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));

  function stopSelecting() {
    onSelect([...selected], false);
    setSelecting(false);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center justify-between gap-2">
        {selecting ? (
          <>
            <label className="flex min-h-11 items-center gap-3 px-1 text-sm">
              <Checkbox className="size-5" checked={allSelected} indeterminate={!allSelected && selected.size > 0} onChange={(e) => onSelect(ids, e.target.checked)} />
              <Trans>Select all</Trans>
            </label>
            <Button variant="ghost" className="h-11" onClick={stopSelecting}>
              <X className="size-4" aria-hidden /><Trans>Done</Trans>
            </Button>
          </>
        ) : (
          <>
            {caption}
            <Button variant="secondary" className="h-11" onClick={() => setSelecting(true)}>
              <CheckSquare className="size-4" aria-hidden /><Trans>Select</Trans>
            </Button>
          </>
        )}
      </div>
      {waiting && <div role="status"><TableWaitingRow>{waiting}</TableWaitingRow></div>}
      <div ref={listRef} role="list" aria-label={t`Orders`} style={{ height: totalSize, position: 'relative' }}>
        {placed.map(({ id, top }) => (
          <OrderCardItem key={id} top={top} row={rows?.get(id)} selecting={selecting} selected={selected.has(id)} onSelect={onSelect} id={id} />
        ))}
      </div>
    </div>
  );
}

type OrderCardItemProps = { id: string; top: number; row: OrderRow | undefined; selecting: boolean; selected: boolean; onSelect: OrdersTableProps['onSelect'] };

/** Memoized like the table's rows: cards arrive a few per frame, and each step should draw only its new ones. */
const OrderCardItem = memo(function OrderCardItem({ id, top, row, selecting, selected, onSelect }: OrderCardItemProps) {
  return (
    <div role="listitem" data-order-id={id} className={VIRTUAL_CARD_CLASS} style={virtualRowStyle(top, CARD_HEIGHT)}>
      {row ? (
        <OrderCard row={row} selecting={selecting} selected={selected} onSelect={(on) => onSelect([id], on)} />
      ) : (
        <div className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
          <span className="h-3 w-1/3 animate-pulse rounded bg-slate-100" />
          <span className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
        </div>
      )}
    </div>
  );
});
