// The changes of an order (docs/decisions/orders.md): create and edit (the whole order), cancel, delete,
// resend after a failed upload, and the refresh of statuses. What the device shows meanwhile: a new order
// waits in 'uploading' with no number; a cancelled one shows as cancelled; a resent one as uploading again.
import type { Order, OrderCreate, OrderUpdate } from '../orders';
import { apiPath } from './api-path';
import { defineChange, NOTHING_SHOWN, REMOVE, upsert } from './define-change';

const list = apiPath('/v1/app/orders');
const item = apiPath('/v1/app/orders/{id}');

/** The create's body always carries the id the device made, so a replay finds the same order. */
export type OrderCreateBody = OrderCreate & { id: string };

const create = defineChange({
  kind: 'order.create', collection: 'orders', method: 'POST', path: list,
  optimistic: (_current: Order | undefined, body: OrderCreateBody, { now, username }) => upsert({
    ...body, number: '', version: 0, created: now, updated: now, username, platform: 'console',
    status: { key: 'uploading', name: '', description: '', created: now, providerCode: null, providerName: null, providerDescription: null, createdProvider: null, errorCode: null },
    orderInfo: { orderId: body.id, providerKey: body.order.providerKey, providerNumber: null, returnProviderNumber: null, barcode: null, clientNumber: body.order.clientNumber, trackingUrl: null },
  }),
});

/** PUT replaces the order, so the body is the whole order with the user's changes laid over it. */
const update = defineChange({
  kind: 'order.update', collection: 'orders', method: 'PUT', path: item, versioned: true,
  optimistic: (_current: Order | undefined, body: OrderUpdate) => upsert({ ...body }),
});

const cancel = defineChange({
  kind: 'order.cancel', collection: 'orders', method: 'POST', path: apiPath('/v1/app/orders/{id}/cancel'),
  optimistic: (current: Order | undefined) => upsert({ status: { ...current?.status, key: 'deliveryCanceled' } }),
});

const remove = defineChange({
  kind: 'order.delete', collection: 'orders', method: 'DELETE', path: item,
  optimistic: () => REMOVE,
});

const resend = defineChange({
  kind: 'order.resend', collection: 'orders', method: 'POST', path: apiPath('/v1/app/orders/{id}/resend'),
  optimistic: (current: Order | undefined) => upsert({ status: { ...current?.status, key: 'uploading', errorCode: null } }),
});

/** Asks the delivery services for news; what they say comes with the next pull of orders. */
const statuses = defineChange({
  kind: 'order.statuses', collection: 'orders', method: 'POST', path: apiPath('/v1/app/orders/statuses'),
  optimistic: (_current: Order | undefined, _body: { orderIds: string[] }) => NOTHING_SHOWN,
});

export const ORDER_CHANGES = { list, item, create, update, cancel, delete: remove, resend, statuses };
