// Creating an order. A client-made id makes a repeated create harmless: the same id again in the same
// company answers the order it made the first time; in another company it is refused (409). The new
// order waits in `uploading` a few seconds (sim/dwell.ts) for the simulation to hand it to the delivery service.
import { randomUUID } from 'node:crypto';
import { CONSOLE_PLATFORM, ORDER_ERROR_CODES, type OrderCreate } from '../../../src/contract';
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { ordersRepo } from '../db/repos/orders';
import { usersRepo } from '../db/repos/users';
import { clearTombstone, nextVersion } from '../db/versioning';
import { fail } from '../lib/api-failure';
import { hashUnit } from '../lib/random';
import { demoDwellMs } from '../sim/dwell';
import { pickRoute } from '../sim/routes';
import type { OrderCall } from './order-call';
import { checkClientNumber, checkProviderAndTariff, checkShopAndWarehouse } from './order-checks';
import { orderColumns } from './order-columns';
import { orderPricing } from './order-price';
import { logCall } from './order-log';

/** `platform`: where the order came from; the console and the API by default, a module or marketplace's kind
 *  for the orders the demo simulator brings in through them (sim/module-orders.ts). */
export function createOrder(call: OrderCall, body: OrderCreate, platform: string = CONSOLE_PLATFORM): { row: OrderRow; created: boolean } {
  const { db, companyId, now } = call;
  const orders = ordersRepo(db);
  const events = orderEventsRepo(db);
  return db.transaction(() => {
    if (body.id) {
      const existing = orders.anyById(body.id);
      if (existing?.company_id === companyId) return { row: existing, created: false };
      if (existing) throw fail.conflict(ORDER_ERROR_CODES.alreadyExists, 'orderIdTaken', 'id');
    }
    checkProviderAndTariff(db, body.order);
    checkShopAndWarehouse(db, companyId, body);
    checkClientNumber(orders, companyId, body.order.clientNumber);
    const id = body.id ?? randomUUID();
    const number = orders.nextNumber(companyId);
    const row: OrderRow = {
      ...orderColumns(body, number, orderPricing(db)(companyId, body)),
      id,
      company_id: companyId,
      version: nextVersion(db),
      number,
      platform,
      user_id: call.userId,
      username: usersRepo(db).byId(call.userId)?.name ?? '',
      status_key: 'uploading',
      status_at: now,
      provider_code: null,
      provider_at: null,
      error_code: null,
      reason_key: null,
      provider_number: null,
      return_provider_number: null,
      tracking_url: null,
      sim_route: pickRoute(hashUnit(id), body.order.deliveryType),
      sim_step: 0,
      next_step_at: now + demoDwellMs('uploading', id, 0),
      tracing_id: call.tracingId,
      created_at: now,
      updated_at: now,
    };
    orders.insert(row);
    events.addStatus(id, { status_key: 'uploading', at: now, provider_code: null, provider_at: null, error_code: null, reason_key: null });
    logCall(events, call, row, 'creationInAggregator', { request: body, response: { id, number } });
    // The id may have been deleted before: a re-created order must not stay deleted on synced clients.
    clearTombstone(db, 'orders', companyId, id);
    return { row, created: true };
  })();
}
