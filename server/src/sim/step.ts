// One step of one order along its route: the upload (accepted with the service's numbers, or refused
// with a reason) or the next status. Each step stamps a new version, adds a status history entry and,
// for uploads, a creationInProvider log entry and the order's charge. Steps of the caller's transaction, on a
// row it read locked (apply-due.ts); each answers the rows its commitVersion stamps.
import { ORDER_ERROR_CODES, type OrderStatusKey } from '../../../src/contract';
import { chargeOrder } from '../billing/order-charges';
import { providerCodeOf } from '../data/provider-statuses';
import type { OrderRow, StatusFields } from '../db/repos/order-row';
import { payload } from '../db/repos/order-events';
import { orderStamp } from '../db/repos/orders';
import type { Stamp } from '../db/sql/versions';
import { hashUnit } from '../lib/random';
import { text } from '../lib/texts';
import { demoDwellMs } from './dwell';
import { providerApiUrl, providerNumberFor, returnNumberFor, trackingUrlFor } from './provider-numbers';
import { isLastStep, routeOf } from './routes';
import type { SimRun, SimStore } from './sim-store';
import { parcelWeight, uploadRefusal } from './upload-check';

/** The service notices a change a little before we poll it. */
export const providerLag = (orderId: string, step: number): number => Math.round(hashUnit(`${orderId}~${step}`) * 20_000);

function statusFields(key: OrderStatusKey, at: number, orderId: string, step: number): StatusFields {
  const code = providerCodeOf(key);
  return {
    status_key: key, at, provider_code: code, provider_at: code ? at - providerLag(orderId, step) : null,
    error_code: null, reason_key: null,
  };
}

/** The order as a step left it, and the rows to stamp. */
export type Stepped = { row: OrderRow; stamps: Stamp[] };

async function write(store: SimStore, row: OrderRow, s: StatusFields, patch: Partial<OrderRow>, run: SimRun, stamps: Stamp[] = []): Promise<Stepped> {
  const next: Partial<OrderRow> = {
    ...patch,
    version: 0,
    status_key: s.status_key, status_at: s.at, provider_code: s.provider_code, provider_at: s.provider_at,
    error_code: s.error_code, reason_key: s.reason_key, updated_at: run.now,
  };
  await store.orders.update(row.id, next);
  await store.events.addStatus(row.id, s);
  return { row: { ...row, ...next }, stamps: [orderStamp(row.id), ...stamps] };
}

async function upload(store: SimStore, row: OrderRow, at: number, run: SimRun): Promise<Stepped> {
  const body = { order: JSON.parse(row.order_json), places: JSON.parse(row.places_json), items: JSON.parse(row.items_json) };
  const reason = uploadRefusal({
    id: row.id, version: row.version, recipient: JSON.parse(row.recipient_json),
    weight: parcelWeight(body), tariffWeightMax: await store.tariffWeightMax(row.tariff_id),
  }, run.failRate);
  const log = {
    order_id: row.id, company_id: row.company_id, created_at: at, type: 'creationInProvider' as const,
    tracing_id: row.tracing_id ?? run.tracingId, client_number: row.client_number,
    url: providerApiUrl(row.provider_key, 'orders'),
    request: payload({ number: row.client_number, tariff: row.tariff_id, order: body.order, places: body.places.length }),
  };
  if (reason) {
    const s = { ...statusFields('uploadingError', at, row.id, 0), error_code: ORDER_ERROR_CODES.providerCreateFailed, reason_key: reason };
    await store.events.addLog({
      ...log, status: 'error', provider_number: null,
      response: payload({ errors: [{ code: reason, message: text(reason, 'ru') }] }),
    });
    return write(store, row, s, { sim_step: 0, next_step_at: null }, run);
  }
  const providerNumber = providerNumberFor(row.provider_key, row.id);
  await store.events.addLog({
    ...log, status: 'success', provider_number: providerNumber,
    response: payload({ entity: { uuid: row.id, number: providerNumber }, state: providerCodeOf('uploaded') }),
  });
  // The service has accepted the order: now it costs the company money (billing/order-charges.ts).
  const charged = await chargeOrder(store.tx, row, at);
  return write(store, row, statusFields('uploaded', at, row.id, 1), {
    sim_step: 1,
    next_step_at: at + demoDwellMs('uploaded', row.id, 1),
    provider_number: providerNumber,
    barcode: row.barcode ?? providerNumber,
    tracking_url: trackingUrlFor(row.provider_key, providerNumber),
  }, run, charged);
}

/** Moves the order one step at time `at`; null when it has nowhere to go (refused, cancelled, arrived). */
export async function stepOrder(store: SimStore, row: OrderRow, at: number, run: SimRun): Promise<Stepped | null> {
  if (row.next_step_at === null || isLastStep(row.sim_route, row.sim_step)) return null;
  if (row.status_key === 'uploading') return upload(store, row, at, run);
  const step = row.sim_step + 1;
  const key = routeOf(row.sim_route)[step]!;
  const patch: Partial<OrderRow> = {
    sim_step: step,
    next_step_at: isLastStep(row.sim_route, step) ? null : at + demoDwellMs(key, row.id, step),
  };
  if (key === 'returning' && !row.return_provider_number) patch.return_provider_number = returnNumberFor(row.provider_key, row.id);
  return write(store, row, statusFields(key, at, row.id, step), patch, run);
}
