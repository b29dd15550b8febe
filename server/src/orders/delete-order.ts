// Deleting an order from the aggregator only (the delivery service is not told, docs/api.md "Paths"): the
// row and its status history go, a tombstone tells synced clients, and the log keeps a deletion entry.
// Deleting an order this company already deleted is harmless (a queued delete sent twice).
import { orderEventsRepo } from '../db/repos/order-events';
import { ordersRepo } from '../db/repos/orders';
import { addTombstone } from '../db/versioning';
import type { OrderCall } from './order-call';
import { logCall } from './order-log';
import { orderNotFound } from './own-order';

export function deleteOrder(call: OrderCall, id: string): void {
  const { db, companyId, now } = call;
  const orders = ordersRepo(db);
  db.transaction(() => {
    const row = orders.own(id, companyId);
    if (!row) {
      const deleted = db
        .prepare("SELECT 1 FROM tombstones WHERE collection = 'orders' AND company_id = ? AND id = ?")
        .get(companyId, id);
      if (deleted) return;
      throw orderNotFound();
    }
    orders.remove(id);
    addTombstone(db, { collection: 'orders', companyId, id, at: now });
    logCall(orderEventsRepo(db), call, row, 'deletionInAggregator', { request: { id, number: row.number } });
  })();
}
