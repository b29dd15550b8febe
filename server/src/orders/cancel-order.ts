// Cancelling an order in the aggregator and, once the service has it, at the delivery service too.
// A second cancel answers 040081 (the outbox counts that as done); a parcel the service can no longer
// stop (delivered, on its way back, lost...) answers 040306 with the status it is in. What the order was
// charged is refunded (billing/order-charges.ts). The order is read locked: two cancels at once (two
// instances) run one after the other, the second answering 040081; a simulator step waits for the cancel and
// then finds nothing to do, or the cancel waits for the step and refunds the charge the step made.
import { NOT_HANDED_OVER_STATUSES } from '../../../src/contract';
import { refundOrder } from '../billing/order-charges';
import { providerCodeOf } from '../data/provider-statuses';
import { orderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import { orderStamp, ordersRepo } from '../db/repos/orders';
import type { SqlDb } from '../db/sql/sql-db';
import { commitVersion, type Stamp } from '../db/sql/versions';
import type { OrderCall } from './order-call';
import { providerApiUrl } from '../sim/provider-numbers';
import { logCall } from './order-log';
import { assertOrderAction } from './order-refusal';
import { ownOrder } from './own-order';

/** The cancel as steps of the caller's transaction, on a row it read locked; answers the rows to stamp. */
export async function cancelLocked(tx: SqlDb, call: OrderCall, row: OrderRow): Promise<{ row: OrderRow; stamps: Stamp[] }> {
  const { now } = call;
  const events = orderEventsRepo(tx);
  assertOrderAction('cancel', row.status_key, call.lang);
  const atService = !NOT_HANDED_OVER_STATUSES.includes(row.status_key);
  const code = atService ? providerCodeOf('deliveryCanceled') : null;
  const patch: Partial<OrderRow> = {
    version: 0,
    status_key: 'deliveryCanceled', status_at: now, provider_code: code, provider_at: code ? now : null,
    error_code: null, reason_key: null, next_step_at: null, updated_at: now,
  };
  await ordersRepo(tx).update(row.id, patch);
  await events.addStatus(row.id, { status_key: 'deliveryCanceled', at: now, provider_code: code, provider_at: code ? now : null, error_code: null, reason_key: null });
  await logCall(events, call, row, 'cancellationInAggregator', { response: { id: row.id, status: 'deliveryCanceled' } });
  const refund = await refundOrder(tx, row, now);
  if (atService) {
    await logCall(events, call, row, 'cancellationInProvider', {
      url: providerApiUrl(row.provider_key, `orders/${row.provider_number ?? row.id}/cancel`),
      request: { number: row.provider_number },
      response: { state: code },
    });
  }
  return { row: { ...row, ...patch }, stamps: [orderStamp(row.id), ...refund] };
}

export function cancelOrder(call: OrderCall, id: string): Promise<OrderRow> {
  return call.db.tx(async (tx) => {
    const row = await ownOrder(ordersRepo(tx), id, call.companyId, { locked: true });
    const cancelled = await cancelLocked(tx, call, row);
    return { ...cancelled.row, version: await commitVersion(tx, cancelled.stamps) };
  });
}
