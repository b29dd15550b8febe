// Replacing an order's blocks (PUT), allowed only while the delivery service does not have it yet
// (uploading, uploadingError); after that the service owns the parcel's data. The status stays: a
// refused order is sent again with resend once fixed.
import type { OrderUpdate } from '../../../src/contract';
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { ordersRepo } from '../db/repos/orders';
import { nextVersion } from '../db/versioning';
import { hashUnit } from '../lib/random';
import { pickRoute } from '../sim/routes';
import type { OrderCall } from './order-call';
import { checkClientNumber, checkProviderAndTariff, checkShopAndWarehouse, writingClientNumber } from './order-checks';
import { orderColumns } from './order-columns';
import { orderPricing } from './order-price';
import { logCall } from './order-log';
import { fail } from '../lib/api-failure';
import { toOrder } from '../db/repos/order-row';
import { assertOrderAction } from './order-refusal';
import { ownOrder } from './own-order';

/** `ifMatch`: the version the edit was made on (If-Match), null when the caller sent none. An order past
 *  editing is refused first (409): no version would make that edit possible. */
export function updateOrder(call: OrderCall, id: string, body: OrderUpdate, ifMatch: number | null = null): OrderRow {
  const { db, companyId, now } = call;
  const orders = ordersRepo(db);
  return db.transaction(() => {
    const row = ownOrder(orders, id, companyId);
    assertOrderAction('edit', row.status_key, call.lang);
    if (ifMatch !== null && ifMatch !== row.version) throw fail.versionConflict(toOrder(row, call.lang));
    checkProviderAndTariff(db, companyId, body.order);
    checkShopAndWarehouse(db, companyId, body, row);
    checkClientNumber(orders, companyId, body.order.clientNumber, id);
    const patch: Partial<OrderRow> = {
      ...orderColumns(body, row.number, orderPricing(db)(companyId, body)),
      version: nextVersion(db),
      sim_route: pickRoute(hashUnit(id), body.order.deliveryType),
      tracing_id: call.tracingId,
      updated_at: now,
    };
    writingClientNumber(() => orders.update(id, patch));
    const updated = { ...row, ...patch };
    logCall(orderEventsRepo(db), call, updated, 'updateInAggregator', { request: body });
    return updated;
  })();
}
