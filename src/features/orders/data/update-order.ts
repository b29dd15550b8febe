// Queues an edit of an order (PUT, allowed while the order is uploading or failed to upload). It
// queues behind the order's create in the same lane, so an order made and edited offline arrives
// as made, then edited. The body is the whole order with the user's changes laid over it (the PUT
// replaces the order), so what the form does not show survives, in the replayed request too.
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import { queueChange } from '../../../sync/queue-change';
import { draftOverOrder } from '../lib/draft-over-order';
import type { OrderDraft } from '../lib/order-draft';
import type { OrderRow } from './order-row';

export async function updateOrder(row: OrderRow, draft: OrderDraft): Promise<void> {
  const body = draftOverOrder(row, draft);
  await queueChange(ORDER_CHANGES.update, { params: { id: row.id }, current: row, body, title: row.number || body.order.clientNumber });
}
