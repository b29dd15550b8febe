// Creating an order. A client-made id makes a repeated create harmless: the same id again in the same
// company answers the order it made the first time. An id used before in any other way (another company's,
// or an order this company deleted) is refused with 409 (order-ids.ts). The new order waits in `uploading` a
// few seconds (sim/dwell.ts) for the simulation to hand it to the delivery service.
import { randomUUID } from 'node:crypto';
import { CONSOLE_PLATFORM, ORDER_ERROR_CODES, type OrderCreate } from '../../../src/contract';
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { ordersRepo } from '../db/repos/orders';
import { authorOf } from '../db/repos/accounts-sync';
import { nextVersion } from '../db/versioning';
import { fail } from '../lib/api-failure';
import { hashUnit } from '../lib/random';
import { demoDwellMs } from '../sim/dwell';
import { pickRoute } from '../sim/routes';
import type { OrderCall } from './order-call';
import { checkClientNumber, checkProviderAndTariff, checkShopAndWarehouse, writingClientNumber } from './order-checks';
import { orderColumns } from './order-columns';
import { claimOrderId } from './order-ids';
import { orderPricing } from './order-price';
import { logCall } from './order-log';

/** `platform`: where the order came from; the console and the API by default, a module or marketplace's kind
 *  for the orders the demo simulator brings in through them (sim/module-orders.ts). */
export function createOrder(call: OrderCall, body: OrderCreate, platform: string = CONSOLE_PLATFORM): { row: OrderRow; created: boolean } {
  const { db, companyId, now } = call;
  const orders = ordersRepo(db);
  const events = orderEventsRepo(db);
  return db.transaction(() => {
    const id = body.id ?? randomUUID();
    const claim = claimOrderId(db, id, companyId);
    if (claim !== 'claimed') {
      const existing = claim === 'ours' ? orders.own(id, companyId) : undefined;
      if (existing) return { row: existing, created: false };
      throw fail.conflict(ORDER_ERROR_CODES.alreadyExists, 'orderIdTaken', 'id');
    }
    checkProviderAndTariff(db, companyId, body.order);
    checkShopAndWarehouse(db, companyId, body);
    checkClientNumber(orders, companyId, body.order.clientNumber);
    const number = orders.nextNumber(companyId);
    const row: OrderRow = {
      ...orderColumns(body, number, orderPricing(db)(companyId, body)),
      id,
      company_id: companyId,
      version: nextVersion(db),
      number,
      platform,
      user_id: call.userId,
      username: authorOf(db, call.userId)?.name ?? '',
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
    writingClientNumber(() => orders.insert(row));
    events.addStatus(id, { status_key: 'uploading', at: now, provider_code: null, provider_at: null, error_code: null, reason_key: null });
    logCall(events, call, row, 'creationInAggregator', { request: body, response: { id, number } });
    return { row, created: true };
  })();
}
