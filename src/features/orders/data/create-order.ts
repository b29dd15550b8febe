// Queues a new order (docs/sync.md "Push"): the id is made here, so a create replayed after a lost answer
// finds the same order; until the server answers, the list and details show it from the overlay, as the
// registry's create says (src/contract/changes/order-changes.ts).
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import { newEntityId } from '../../../sync/enqueue-change';
import { queueChange } from '../../../sync/queue-change';
import { draftToBody } from '../lib/draft-to-body';
import type { OrderDraft } from '../lib/order-draft';

export async function createOrder(draft: OrderDraft): Promise<string> {
  const id = newEntityId();
  const body = draftToBody(draft, id);
  await queueChange(ORDER_CHANGES.create, { params: {}, entityId: id, body, title: body.order.clientNumber });
  return id;
}
