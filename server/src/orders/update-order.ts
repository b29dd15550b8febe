// Replacing an order's blocks (PUT), allowed only while the delivery service does not have it yet
// (uploading, uploadingError); after that the service owns the parcel's data. The status stays: a
// refused order is sent again with resend once fixed.
import type { OrderUpdate } from '../../../src/contract';
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { orderStamp, ordersRepo } from '../db/repos/orders';
import { commitVersion } from '../db/sql/versions';
import { hashUnit } from '../lib/random';
import { pickRoute } from '../sim/routes';
import type { OrderCall } from './order-call';
import { checkClientNumber, checkProviderAndTariff, checkShopAndWarehouse, writingClientNumber } from './order-checks';
import { orderColumns } from './order-columns';
import { orderPrice } from './order-price';
import { logCall } from './order-log';
import { fail } from '../lib/api-failure';
import { toOrder } from '../db/repos/order-row';
import { assertOrderAction } from './order-refusal';
import { ownOrder } from './own-order';

/** `ifMatch`: the version the edit was made on (If-Match), null when the caller sent none. An order past
 *  editing is refused first (409): no version would make that edit possible. */
/** The order is read locked, so the status and version checked are the ones the write lands on: an edit
 *  racing a simulator step or a cancel waits for it and is then refused (409, or 412 on If-Match). */
export async function updateOrder(call: OrderCall, id: string, body: OrderUpdate, ifMatch: number | null = null): Promise<OrderRow> {
  const { companyId, now } = call;
  const price = await orderPrice(call.db, companyId, body);
  return call.db.tx(async (tx) => {
    const orders = ordersRepo(tx);
    const row = await ownOrder(orders, id, companyId, { locked: true });
    assertOrderAction('edit', row.status_key, call.lang);
    if (ifMatch !== null && ifMatch !== row.version) throw fail.versionConflict(toOrder(row, call.lang));
    await checkProviderAndTariff(tx, companyId, body.order);
    await checkShopAndWarehouse(tx, companyId, body, row);
    await checkClientNumber(orders, companyId, body.order.clientNumber, id);
    const patch: Partial<OrderRow> = {
      ...orderColumns(body, row.number, price),
      version: 0,
      sim_route: pickRoute(hashUnit(id), body.order.deliveryType),
      tracing_id: call.tracingId,
      updated_at: now,
    };
    await writingClientNumber(() => orders.update(id, patch));
    const updated = { ...row, ...patch };
    await logCall(orderEventsRepo(tx), call, updated, 'updateInAggregator', { request: body });
    return { ...updated, version: await commitVersion(tx, [orderStamp(id)]) };
  });
}
