// The ways out of a refused create or edit of an order that keep what the user typed (docs/sync.md "The
// inbox"): fix it and send it again (the same change, a new key), or make a new order from its draft, the
// refused change dropped only once the new one is queued.
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import type { OrderUpdate } from '../../../contract/orders';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { requeueChange } from '../../../sync/queue-change';
import { discardChange } from '../../../sync/resolve-rejection';
import { draftOverOrder } from '../lib/draft-over-order';
import { draftToBody } from '../lib/draft-to-body';
import type { OrderDraft } from '../lib/order-draft';
import { orderToDraft } from '../lib/order-to-draft';
import type { RefusedOrderUse } from './refused-order-body';
import { createOrder } from './create-order';
import type { OrderRow } from './order-row';

/** The form's draft from the refused change; a copy needs a shop number of its own. */
export function refusedOrderDraft(body: OrderUpdate, use: RefusedOrderUse): OrderDraft {
  const draft = orderToDraft(body);
  return use === 'copy' ? { ...draft, order: { ...draft.order, clientNumber: '' } } : draft;
}

/** The record an edit was made on (held to its version), or the order as the device has it now. */
export const refusedEditBase = (entry: OutboxEntry, row: OrderRow): OrderRow =>
  (entry.base ? { ...row, ...entry.base } : row) as OrderRow;

export function retryRefusedCreate(entry: OutboxEntry, draft: OrderDraft): Promise<void> {
  const body = draftToBody(draft, entry.entityId);
  return requeueChange(entry, ORDER_CHANGES.create, { params: {}, entityId: entry.entityId, body, title: body.order.clientNumber });
}

/** Sent on the version the edit was made on: if the order changed since, the answer is a 412 for the inbox. */
export function retryRefusedEdit(entry: OutboxEntry, base: OrderRow, draft: OrderDraft): Promise<void> {
  const body = draftOverOrder(base, draft);
  return requeueChange(entry, ORDER_CHANGES.update, { params: { id: base.id }, current: base, body, title: base.number || body.order.clientNumber });
}

export async function orderFromRefused(entry: OutboxEntry, draft: OrderDraft): Promise<string> {
  const id = await createOrder(draft);
  await discardChange(entry);
  return id;
}
