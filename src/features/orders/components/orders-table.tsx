// The order list: virtualized (only the rows on screen exist in the DOM), scrolled with the page, rows
// read from the local store as they come into view. Selection is by id, so it survives filtering.
import { memo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../components/ui/checkbox';
import { TableWaitingRow } from '../../../components/ui/table-waiting-row';
import { VIRTUAL_ROW_CLASS, virtualRowStyle } from '../../../components/ui/virtual-row';
import type { OutboxEntry } from '../../../db/outbox-entry';
import type { OrderRow } from '../data/order-row';
import { OrderListRow, ORDER_GRID } from './order-list-row';
import { useOrderWindow } from './use-order-window';

const ROW_HEIGHT = 52;

export type OrdersTableProps = {
  ids: string[];
  entries: OutboxEntry[];
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  /** Shown in the body while the first orders are on their way. */
  waiting?: ReactNode;
  /** The count line above the list. */
  caption: ReactNode;
};

/** Mounted while it waits for the first orders of a pull, so its mount (which measures the page) is not in
 *  the task that brings the first rows; the first rows come in a few per frame, and rows off screen skip
 *  layout (content-visibility). */
export function OrdersTable({ ids, entries, selected, onSelect, waiting, caption }: OrdersTableProps) {
  const { t } = useLingui();
  const { listRef, totalSize, placed, rows } = useOrderWindow(ids, entries, ROW_HEIGHT);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));

  return (
    <>
      {caption}
      <div role="table" aria-label={t`Orders`} aria-rowcount={ids.length + 1} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <div className="min-w-[56rem]">
          <div role="row" aria-rowindex={1} className={`${ORDER_GRID} border-b bg-slate-50 text-xs font-medium text-slate-600`}>
            <span role="columnheader">
              <Checkbox aria-label={t`Select all`} checked={allSelected} indeterminate={!allSelected && selected.size > 0} onChange={(e) => onSelect(ids, e.target.checked)} />
            </span>
            <span role="columnheader">{t`Number`}</span>
            <span role="columnheader">{t`Client number`}</span>
            <span role="columnheader">{t`Created`}</span>
            <span role="columnheader">{t`Delivery service`}</span>
            <span role="columnheader">{t`Recipient`}</span>
            <span role="columnheader">{t`Status`}</span>
            <span role="columnheader" className="text-right">{t`Delivery cost`}</span>
          </div>
          {waiting && <TableWaitingRow>{waiting}</TableWaitingRow>}
          <div ref={listRef} role="rowgroup" style={{ height: totalSize, position: 'relative' }}>
            {placed.map(({ id, index, top }) => (
              <OrderTableRow key={id} id={id} index={index} top={top} row={rows?.get(id)} selected={selected.has(id)} onSelect={onSelect} />
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

type OrderTableRowProps = { id: string; index: number; top: number; row: OrderRow | undefined; selected: boolean; onSelect: OrdersTableProps['onSelect'] };

/** Memoized: the rows on screen come in a few per frame, and each step re-rendered every row before it (the
 *  first screen of /orders drew ~200 rows for 20); now a step draws its new rows only. */
const OrderTableRow = memo(function OrderTableRow({ id, index, top, row, selected, onSelect }: OrderTableRowProps) {
  return (
    <div role="row" aria-rowindex={index + 2} data-order-id={id} className={`${ORDER_GRID} ${VIRTUAL_ROW_CLASS}`} style={virtualRowStyle(top, ROW_HEIGHT)}>
      {row ? <OrderListRow row={row} selected={selected} onSelect={(on) => onSelect([id], on)} /> : <span role="cell" className="col-span-full h-3 w-1/2 animate-pulse rounded bg-slate-100" />}
    </div>
  );
});
