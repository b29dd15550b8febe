// Sending a refused order to its delivery service again: back to `uploading`, handed on a few seconds later
// (sim/dwell.ts).
// Only from uploadingError; anything else answers 040082.
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { orderStamp, ordersRepo } from '../db/repos/orders';
import { commitVersion } from '../db/sql/versions';
import { demoDwellMs } from '../sim/dwell';
import type { OrderCall } from './order-call';
import { logCall } from './order-log';
import { assertOrderAction } from './order-refusal';
import { ownOrder } from './own-order';

/** The order is read locked: of two resends at once the second waits and then answers 040082. */
export function resendOrder(call: OrderCall, id: string): Promise<OrderRow> {
  const { companyId, now } = call;
  return call.db.tx(async (tx) => {
    const orders = ordersRepo(tx);
    const events = orderEventsRepo(tx);
    const row = await ownOrder(orders, id, companyId, { locked: true });
    assertOrderAction('resend', row.status_key, call.lang);
    const patch: Partial<OrderRow> = {
      version: 0,
      status_key: 'uploading', status_at: now, provider_code: null, provider_at: null, error_code: null, reason_key: null,
      sim_step: 0, next_step_at: now + demoDwellMs('uploading', id, 0), tracing_id: call.tracingId, updated_at: now,
    };
    await orders.update(id, patch);
    await events.addStatus(id, { status_key: 'uploading', at: now, provider_code: null, provider_at: null, error_code: null, reason_key: null });
    await logCall(events, call, row, 'resendInAggregator', { response: { id, status: 'uploading' } });
    return { ...row, ...patch, version: await commitVersion(tx, [orderStamp(id)]) };
  });
}
