// An order's state where the list and the details show it: its status chip and whether a change of it waits
// or was refused. An order the server has not got yet has no status of its own: it shows only that it waits
// to be sent (or was refused), never the "uploading" the server will give it; one the user cancelled while it
// waited shows that it is cancelled.
import { ChangeBadge } from '../../../components/sync/change-badge';
import type { OrderRow } from '../data/order-row';
import { StatusChip } from './status-chip';

const isUnsentCreate = (row: OrderRow) => [...row._pending, ...row._rejected].some((entry) => entry.kind === 'order.create');
const statusOf = (row: OrderRow) => row.status?.key ?? 'uploading';

export function OrderState({ row }: { row: OrderRow }) {
  return (
    <>
      {!(isUnsentCreate(row) && statusOf(row) === 'uploading') && <StatusChip statusKey={statusOf(row)} />}
      <ChangeBadge row={row} />
    </>
  );
}
