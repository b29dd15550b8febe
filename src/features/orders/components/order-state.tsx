// An order's state where the list and the details show it: its status chip and whether a change of it waits
// or was refused. An order the server has not got yet has no status of its own: it shows only that it waits
// to be sent (or was refused), never a status the delivery service did not give.
import { ChangeBadge } from '../../../components/sync/change-badge';
import type { OrderRow } from '../data/order-row';
import { StatusChip } from './status-chip';

const isUnsentCreate = (row: OrderRow) => [...row._pending, ...row._rejected].some((entry) => entry.kind === 'order.create');

export function OrderState({ row }: { row: OrderRow }) {
  return (
    <>
      {!isUnsentCreate(row) && <StatusChip statusKey={row.status?.key ?? 'uploading'} />}
      <ChangeBadge row={row} />
    </>
  );
}
