// Creating an order. A client-made id makes a repeated create harmless: the same id again in the same
// company answers the order it made the first time. An id used before in any other way (another company's,
// or an order this company deleted) is refused with 409 (order-ids.ts). The new order waits in `uploading` a
// few seconds (sim/dwell.ts) for the simulation to hand it to the delivery service. One transaction: the id's
// claim, the number, the row, its first status and its log entry; priced before it (the pricing is computed
// in memory from what it read, and a transaction holds only database work).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CONSOLE_PLATFORM, ORDER_ERROR_CODES, type OrderCreate } from '../../../src/contract';
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { orderStamp, ordersRepo } from '../db/repos/orders';
import { commitVersion } from '../db/sql/versions';
import { fail } from '../lib/api-failure';
import { hashUnit } from '../lib/random';
import { demoDwellMs } from '../sim/dwell';
import { pickRoute } from '../sim/routes';
import type { OrderCall } from './order-call';
import { checkClientNumber, checkProviderAndTariff, checkShopAndWarehouse, writingClientNumber } from './order-checks';
import { orderColumns } from './order-columns';
import { claimOrderId } from './order-ids';
import { orderPrice } from './order-price';
import { logCall } from './order-log';

/** `platform`: where the order came from; the console and the API by default, a module or marketplace's kind
 *  for the orders the demo simulator brings in through them (sim/module-orders.ts). */
export async function createOrder(call: OrderCall, body: OrderCreate, platform: string = CONSOLE_PLATFORM): Promise<{ row: OrderRow; created: boolean }> {
  const { companyId, now } = call;
  const id = body.id ?? randomUUID();
  const price = await orderPrice(call.db, companyId, body);
  return call.db.tx(async (tx) => {
    const orders = ordersRepo(tx);
    const events = orderEventsRepo(tx);
    const claim = await claimOrderId(tx, id, companyId);
    if (claim !== 'claimed') {
      const existing = claim === 'ours' ? await orders.own(id, companyId) : undefined;
      if (existing) return { row: existing, created: false };
      throw fail.conflict(ORDER_ERROR_CODES.alreadyExists, 'orderIdTaken', 'id');
    }
    await checkProviderAndTariff(tx, companyId, body.order);
    await checkShopAndWarehouse(tx, companyId, body);
    await checkClientNumber(orders, companyId, body.order.clientNumber);
    const number = await orders.nextNumber(companyId);
    const author = await tx.get(sql<{ name: string }>`SELECT name FROM users WHERE id = ${call.userId}`);
    const row: OrderRow = {
      ...orderColumns(body, number, price),
      id,
      company_id: companyId,
      version: 0,
      number,
      platform,
      user_id: call.userId,
      username: author?.name ?? '',
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
    await writingClientNumber(() => orders.insert(row));
    await events.addStatus(id, { status_key: 'uploading', at: now, provider_code: null, provider_at: null, error_code: null, reason_key: null });
    await logCall(events, call, row, 'creationInAggregator', { request: body, response: { id, number } });
    return { row: { ...row, version: await commitVersion(tx, [orderStamp(id)]) }, created: true };
  });
}
