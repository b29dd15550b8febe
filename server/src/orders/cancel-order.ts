// Cancelling an order in the aggregator and, once the service has it, at the delivery service too.
// A second cancel answers 040081 (the outbox counts that as done); a parcel the service can no longer
// stop (delivered, on its way back, lost...) answers 040306 with the status it is in. What the order was
// charged is refunded (billing/order-charges.ts).
import { NOT_HANDED_OVER_STATUSES } from '../../../src/contract';
import { orderCharges } from '../billing/order-charges';
import { providerCodeOf } from '../data/provider-statuses';
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { ordersRepo } from '../db/repos/orders';
import { nextVersion } from '../db/versioning';
import { providerApiUrl } from '../sim/provider-numbers';
import type { OrderCall } from './order-call';
import { logCall } from './order-log';
import { assertOrderAction } from './order-refusal';
import { ownOrder } from './own-order';

export function cancelOrder(call: OrderCall, id: string): OrderRow {
  const { db, companyId, now } = call;
  const orders = ordersRepo(db);
  const events = orderEventsRepo(db);
  return db.transaction(() => {
    const row = ownOrder(orders, id, companyId);
    assertOrderAction('cancel', row.status_key, call.lang);
    const atService = !NOT_HANDED_OVER_STATUSES.includes(row.status_key);
    const code = atService ? providerCodeOf('deliveryCanceled') : null;
    const patch: Partial<OrderRow> = {
      version: nextVersion(db),
      status_key: 'deliveryCanceled', status_at: now, provider_code: code, provider_at: code ? now : null,
      error_code: null, reason_key: null, next_step_at: null, updated_at: now,
    };
    orders.update(id, patch);
    events.addStatus(id, { status_key: 'deliveryCanceled', at: now, provider_code: code, provider_at: code ? now : null, error_code: null, reason_key: null });
    logCall(events, call, row, 'cancellationInAggregator', { response: { id, status: 'deliveryCanceled' } });
    orderCharges(db).refund(row, now);
    if (atService) {
      logCall(events, call, row, 'cancellationInProvider', {
        url: providerApiUrl(row.provider_key, `orders/${row.provider_number ?? row.id}/cancel`),
        request: { number: row.provider_number },
        response: { state: code },
      });
    }
    return { ...row, ...patch };
  })();
}
