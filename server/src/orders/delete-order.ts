// Deleting an order from the aggregator (docs/api.md "Paths"): the row and its status history go, a tombstone
// tells synced clients, the log keeps a deletion entry, and the id stays the company's (order-ids.ts), so it
// can never be created again. An order the delivery service holds and can still stop is cancelled there first,
// with its refund (cancel-order.ts): a delete never leaves a parcel shipping that the company no longer pays
// for, nor a charge that a later cancel could refund twice (docs/decisions/billing.md). Deleting an order this
// company already deleted is harmless (a queued delete sent twice); the row is read locked, so of two deletes
// at once the second waits and then finds it deleted.
import { CANCELLABLE_ORDER_STATUSES, NOT_HANDED_OVER_STATUSES } from '../../../src/contract';
import { orderEventsRepo } from '../db/repos/order-events';
import { ordersRepo } from '../db/repos/orders';
import { addTombstone, commitVersion, type Stamp } from '../db/sql/versions';
import { cancelLocked } from './cancel-order';
import type { OrderCall } from './order-call';
import { usedOrderId } from './order-ids';
import { logCall } from './order-log';
import { orderNotFound } from './own-order';

export function deleteOrder(call: OrderCall, id: string): Promise<void> {
  const { companyId, now } = call;
  return call.db.tx(async (tx) => {
    const orders = ordersRepo(tx);
    let row = await orders.ownLocked(id, companyId);
    if (!row) {
      if (await usedOrderId(tx, id, companyId)) return;
      throw orderNotFound();
    }
    const stamps: Stamp[] = [];
    const heldByService = !NOT_HANDED_OVER_STATUSES.includes(row.status_key) && CANCELLABLE_ORDER_STATUSES.includes(row.status_key);
    if (heldByService) {
      const cancelled = await cancelLocked(tx, call, row);
      row = cancelled.row;
      stamps.push(...cancelled.stamps.filter((s) => s.table !== 'orders'));
    }
    await orders.remove(id);
    stamps.push(await addTombstone(tx, { collection: 'orders', companyId, id, at: now }));
    await logCall(orderEventsRepo(tx), call, row, 'deletionInAggregator', { request: { id, number: row.number } });
    await commitVersion(tx, stamps);
  });
}
