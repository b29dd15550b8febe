// Log entries for calls made to the aggregator (create, update, resend, cancel, delete): who called,
// with what, and what they got, tied to the request by its tracing id.
import type { OrderLogStatus, OrderLogType } from '../../../src/contract';
import { payload, type LogInsert, type OrderEventsRepo } from '../db/repos/order-events';
import type { OrderRow } from '../db/repos/order-row';
import type { OrderCall } from './order-call';

export function logCall(
  events: OrderEventsRepo,
  call: OrderCall,
  row: Pick<OrderRow, 'id' | 'client_number' | 'provider_number'>,
  type: OrderLogType,
  exchange: { request?: unknown; response?: unknown; status?: OrderLogStatus; url?: string } = {},
): Promise<void> {
  const entry: LogInsert = {
    order_id: row.id,
    company_id: call.companyId,
    created_at: call.now,
    status: exchange.status ?? 'success',
    type,
    tracing_id: call.tracingId,
    client_number: row.client_number,
    provider_number: row.provider_number,
    url: exchange.url ?? call.url,
    request: exchange.request === undefined ? null : payload(exchange.request),
    response: exchange.response === undefined ? null : payload(exchange.response),
  };
  return events.addLog(entry);
}
