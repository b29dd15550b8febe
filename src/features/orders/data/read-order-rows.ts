// The chosen orders as the user sees them (stored row plus queued changes), for the bulk actions.
import { db } from '../../../db/db';
import { outboxOf } from '../../../sync/use-overlaid';
import { overlayRow } from '../../../sync/overlay';
import type { OrderRow } from './order-row';

export async function readOrderRows(ids: string[]): Promise<OrderRow[]> {
  const [stored, entries] = await Promise.all([db.orders.bulkGet(ids), outboxOf('orders')]);
  return ids
    .map((id, i) => overlayRow<OrderRow>(stored[i] as OrderRow | undefined, id, entries))
    .filter((row): row is OrderRow => row !== null);
}
