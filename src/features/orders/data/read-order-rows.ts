// The chosen orders as the user sees them (stored row plus queued changes): for the bulk actions, and
// (overlayStoredOrders) for the rows the virtual list draws.
import { db } from '../../../db/db';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { outboxOf } from '../../../sync/use-overlaid';
import { overlayRow } from '../../../sync/overlay';
import type { OrderRow } from './order-row';

/** Rows read by `bulkGet(ids)` with the orders' queued changes laid over; deleted ones left out. */
export function overlayStoredOrders(ids: string[], stored: readonly unknown[], entries: readonly OutboxEntry[]): OrderRow[] {
  return ids
    .map((id, i) => overlayRow<OrderRow>(stored[i] as OrderRow | undefined, id, entries))
    .filter((row): row is OrderRow => row !== null);
}

export async function readOrderRows(ids: string[]): Promise<OrderRow[]> {
  const [stored, entries] = await Promise.all([db.orders.bulkGet(ids), outboxOf('orders')]);
  return overlayStoredOrders(ids, stored, entries);
}
