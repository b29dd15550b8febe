// The order actions (docs/decisions/orders.md), each queued through the outbox (one entry per order, so one
// refused order never holds up the others): cancel (aggregator and delivery service), delete (aggregator
// only), resend after a failed upload, refresh statuses (at most 100 orders per call).
import { ORDER_IDS_MAX } from '../../../contract/order-constants';
import { enqueueChange, newEntityId } from '../../../sync/enqueue-change';
import type { OrderRow } from './order-row';

const base = '/v1/app/orders';
const titleOf = (row: OrderRow) => row.number || row.order?.clientNumber || row.id;

export async function cancelOrders(rows: OrderRow[]): Promise<void> {
  for (const row of rows) {
    await enqueueChange({
      collection: 'orders', entityId: row.id, kind: 'order.cancel', title: titleOf(row), baseVersion: row.version ?? 0,
      overlay: { op: 'upsert', fields: { status: { ...row.status, key: 'deliveryCanceled' } } },
      request: { method: 'POST', path: `${base}/${row.id}/cancel` },
    });
  }
}

export async function deleteOrders(rows: OrderRow[]): Promise<void> {
  for (const row of rows) {
    await enqueueChange({
      collection: 'orders', entityId: row.id, kind: 'order.delete', title: titleOf(row), baseVersion: row.version ?? 0,
      overlay: { op: 'remove' },
      request: { method: 'DELETE', path: `${base}/${row.id}` },
    });
  }
}

export async function resendOrders(rows: OrderRow[]): Promise<void> {
  for (const row of rows) {
    await enqueueChange({
      collection: 'orders', entityId: row.id, kind: 'order.resend', title: titleOf(row), baseVersion: row.version ?? 0,
      overlay: { op: 'upsert', fields: { status: { ...row.status, key: 'uploading', errorCode: null } } },
      request: { method: 'POST', path: `${base}/${row.id}/resend` },
    });
  }
}

/** Asks the delivery services for news; the answer arrives with the next pull of orders. */
export async function refreshStatuses(ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += ORDER_IDS_MAX) {
    const orderIds = ids.slice(i, i + ORDER_IDS_MAX);
    await enqueueChange({
      collection: 'orders', entityId: `statuses-${newEntityId()}`, kind: 'order.statuses', title: String(orderIds.length),
      baseVersion: 0, overlay: { op: 'none' },
      request: { method: 'POST', path: `${base}/statuses`, body: { orderIds } },
    });
  }
}
