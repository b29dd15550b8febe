// Which of the given order ids this device holds: stored orders, and changes of them waiting in the queue (a
// create not sent yet). The orders import leaves those rows out, as imported already
// (docs/decisions/orders.md "Orders in bulk"); the orders worker and the page ask the same question.
import { laneOf } from './outbox-entry';
import type { ParcelDb } from './schema';

export async function heldOrderIds(db: ParcelDb, ids: readonly string[]): Promise<Set<string>> {
  const [stored, queued] = await Promise.all([
    db.orders.where(':id').anyOf(ids).primaryKeys(),
    db.outbox.where('lane').anyOf(ids.map((id) => laneOf('orders', id))).toArray(),
  ]);
  return new Set<string>([...stored, ...queued.map((e) => e.entityId)]);
}
