// The order actions (docs/decisions/orders.md), each queued through the outbox (one entry per order, so one
// refused order never holds up the others): cancel (aggregator and delivery service), delete (aggregator
// only), resend after a failed upload, refresh statuses (at most 100 orders per call). What each sends and
// shows meanwhile is the registry's (src/contract/changes/order-changes.ts).
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import { ORDER_IDS_MAX } from '../../../contract/order-constants';
import { newEntityId } from '../../../sync/enqueue-change';
import { queueChange } from '../../../sync/queue-change';
import type { OrderRow } from './order-row';

const titleOf = (row: OrderRow) => row.number || row.order?.clientNumber || row.id;

export async function cancelOrders(rows: OrderRow[]): Promise<void> {
  for (const row of rows) await queueChange(ORDER_CHANGES.cancel, { params: { id: row.id }, current: row, title: titleOf(row) });
}

export async function deleteOrders(rows: OrderRow[]): Promise<void> {
  for (const row of rows) await queueChange(ORDER_CHANGES.delete, { params: { id: row.id }, current: row, title: titleOf(row) });
}

export async function resendOrders(rows: OrderRow[]): Promise<void> {
  for (const row of rows) await queueChange(ORDER_CHANGES.resend, { params: { id: row.id }, current: row, title: titleOf(row) });
}

/** Asks the delivery services for news; the answer arrives with the next pull of orders. */
export async function refreshStatuses(ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += ORDER_IDS_MAX) {
    const orderIds = ids.slice(i, i + ORDER_IDS_MAX);
    await queueChange(ORDER_CHANGES.statuses, { params: {}, entityId: `statuses-${newEntityId()}`, body: { orderIds }, title: String(orderIds.length) });
  }
}
