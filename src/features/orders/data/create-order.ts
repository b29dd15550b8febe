// Queues a new order (docs/sync.md "Push"): the id is made here, so a create replayed after a lost answer
// finds the same order; until the server answers, the list and details show it from the overlay.
import { enqueueChange, newEntityId } from '../../../sync/enqueue-change';
import { draftToBody } from '../lib/draft-to-body';
import type { OrderDraft } from '../lib/order-draft';

export async function createOrder(draft: OrderDraft, username: string): Promise<string> {
  const id = newEntityId();
  const body = draftToBody(draft, id);
  const now = new Date().toISOString();
  await enqueueChange({
    collection: 'orders', entityId: id, kind: 'order.create', title: body.order.clientNumber, baseVersion: 0,
    overlay: {
      op: 'upsert',
      fields: {
        ...body, number: '', version: 0, created: now, updated: now, username, platform: 'console',
        status: { key: 'uploading', name: '', description: '', created: now, providerCode: null, providerName: null, providerDescription: null, createdProvider: null, errorCode: null },
        orderInfo: { orderId: id, providerKey: body.order.providerKey, providerNumber: null, returnProviderNumber: null, barcode: null, clientNumber: body.order.clientNumber, trackingUrl: null },
      },
    },
    request: { method: 'POST', path: '/v1/app/orders', body },
  });
  return id;
}
