// Sending a refused order to its delivery service again: back to `uploading`, handed on a few seconds later
// (sim/dwell.ts).
// Only from uploadingError; anything else answers 040082.
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { ordersRepo } from '../db/repos/orders';
import { nextVersion } from '../db/versioning';
import { demoDwellMs } from '../sim/dwell';
import type { OrderCall } from './order-call';
import { logCall } from './order-log';
import { assertOrderAction } from './order-refusal';
import { ownOrder } from './own-order';

export function resendOrder(call: OrderCall, id: string): OrderRow {
  const { db, companyId, now } = call;
  const orders = ordersRepo(db);
  const events = orderEventsRepo(db);
  return db.transaction(() => {
    const row = ownOrder(orders, id, companyId);
    assertOrderAction('resend', row.status_key, call.lang);
    const patch: Partial<OrderRow> = {
      version: nextVersion(db),
      status_key: 'uploading', status_at: now, provider_code: null, provider_at: null, error_code: null, reason_key: null,
      sim_step: 0, next_step_at: now + demoDwellMs('uploading', id, 0), tracing_id: call.tracingId, updated_at: now,
    };
    orders.update(id, patch);
    events.addStatus(id, { status_key: 'uploading', at: now, provider_code: null, provider_at: null, error_code: null, reason_key: null });
    logCall(events, call, row, 'resendInAggregator', { response: { id, status: 'uploading' } });
    return { ...row, ...patch };
  })();
}
