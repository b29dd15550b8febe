// Queues an edit of an order (PUT, allowed while the order is uploading or failed to upload). It
// queues behind the order's create in the same lane, so an order made and edited offline arrives
// as made, then edited.
import { enqueueChange } from '../../../sync/enqueue-change';
import { draftToBody } from '../lib/draft-to-body';
import type { OrderDraft } from '../lib/order-draft';
import type { OrderRow } from './order-row';

export async function updateOrder(row: OrderRow, draft: OrderDraft): Promise<void> {
  const { id: _id, ...body } = draftToBody(draft, row.id);
  await enqueueChange({
    collection: 'orders', entityId: row.id, kind: 'order.update', title: row.number || body.order.clientNumber, baseVersion: row.version ?? 0,
    overlay: { op: 'upsert', fields: { ...body, returnAddress: body.returnAddress ?? null } },
    request: { method: 'PUT', path: `/v1/app/orders/${row.id}`, body },
  });
}
