// How an orders row reads as the API's order (src/contract/orders.ts) in the caller's language. The GET
// call, the list, the sync cursor (sync/sources.ts) and the statuses refresh all answer through toOrder,
// so an order looks the same whichever way the console gets it.
import type { Order, OrderStatus, OrderStatusKey } from '../../../../src/contract';
import { ORDER_STATUS_TEXTS } from '../../data/order-statuses';
import { providerStatusText } from '../../data/provider-statuses';
import { TEXTS, text, type Lang, type TextKey } from '../../lib/texts';

/** A status as stored, on the order row (current) and in order_status_history (past). */
export type StatusFields = {
  status_key: OrderStatusKey;
  at: number;
  provider_code: string | null;
  provider_at: number | null;
  error_code: string | null;
  reason_key: string | null;
};

export type OrderRow = {
  id: string;
  company_id: number;
  version: number;
  number: string;
  client_number: string;
  provider_key: string;
  tariff_id: number;
  delivery_type: number;
  shop_id: string | null;
  warehouse_id: string | null;
  platform: string;
  user_id: number | null;
  username: string;
  status_key: OrderStatusKey;
  status_at: number;
  provider_code: string | null;
  provider_at: number | null;
  error_code: string | null;
  reason_key: string | null;
  provider_number: string | null;
  return_provider_number: string | null;
  barcode: string | null;
  tracking_url: string | null;
  recipient_name: string;
  recipient_phone: string;
  search: string;
  sim_route: string;
  sim_step: number;
  next_step_at: number | null;
  tracing_id: string | null;
  /** What the service's acceptance charges (kopecks): the aggregator's price, not cost.deliveryCost. */
  charge_kopecks: number;
  /** The tariff's days at most it was priced with (migration 0028); null: priced by the fixed model, no promise. */
  days_max: number | null;
  created_at: number;
  updated_at: number;
  order_json: string;
  cost_json: string;
  sender_json: string;
  recipient_json: string;
  return_address_json: string | null;
  places_json: string;
  items_json: string;
  extra_params_json: string;
  /** When labels were last made for it (migration 0027); rows built in code before their INSERT lack it (NULL). */
  label_printed_at?: number | null;
};

export const iso = (ms: number): string => new Date(ms).toISOString();

const isTextKey = (key: string): key is TextKey => Object.hasOwn(TEXTS, key);

export function toStatus(s: StatusFields, lang: Lang): OrderStatus {
  const own = ORDER_STATUS_TEXTS[s.status_key][lang];
  const provider = providerStatusText(s.provider_code, lang);
  const reason = s.reason_key && isTextKey(s.reason_key) ? text(s.reason_key, lang) : null;
  return {
    key: s.status_key,
    name: own.name,
    description: own.description,
    created: iso(s.at),
    providerCode: s.provider_code,
    providerName: provider?.name ?? null,
    providerDescription: reason ?? provider?.description ?? null,
    createdProvider: s.provider_at === null ? null : iso(s.provider_at),
    errorCode: s.error_code,
    reasonKey: s.reason_key,
  };
}

export const currentStatusOf = (row: Pick<OrderRow, OrderJsonColumn>): StatusFields => ({ ...row, at: row.status_at });

const ORDER_JSON_FIELDS = [
  'id', 'version', 'number', 'client_number', 'provider_key', 'shop_id', 'warehouse_id', 'platform', 'user_id', 'username',
  'status_key', 'status_at', 'provider_code', 'provider_at', 'error_code', 'reason_key', 'provider_number',
  'return_provider_number', 'barcode', 'tracking_url', 'created_at', 'updated_at', 'order_json', 'cost_json',
  'sender_json', 'recipient_json', 'return_address_json', 'places_json', 'items_json', 'extra_params_json',
  'label_printed_at',
] as const;
type OrderJsonColumn = (typeof ORDER_JSON_FIELDS)[number];
/** The columns orderJson reads, for a SELECT. */
export const ORDER_JSON_COLUMNS = ORDER_JSON_FIELDS.join(', ');

/**
 * The order as JSON text. The stored *_json columns are spliced in as they are (the server wrote them with
 * JSON.stringify), so a sync page of 100 orders costs no parse and re-stringify of their bodies.
 */
export function orderJson(row: Pick<OrderRow, OrderJsonColumn>, lang: Lang): string {
  const head = JSON.stringify({
    id: row.id,
    number: row.number,
    version: row.version,
    created: iso(row.created_at),
    updated: iso(row.updated_at),
    userId: row.user_id,
    username: row.username,
    platform: row.platform,
    shopId: row.shop_id,
    warehouseId: row.warehouse_id,
  });
  const orderInfo = JSON.stringify({
    orderId: row.id,
    providerKey: row.provider_key,
    providerNumber: row.provider_number,
    returnProviderNumber: row.return_provider_number,
    barcode: row.barcode,
    clientNumber: row.client_number,
    trackingUrl: row.tracking_url,
  });
  return `${head.slice(0, -1)},"order":${row.order_json},"cost":${row.cost_json},"sender":${row.sender_json}`
    + `,"recipient":${row.recipient_json},"returnAddress":${row.return_address_json ?? 'null'}`
    + `,"places":${row.places_json},"items":${row.items_json},"extraParams":${row.extra_params_json}`
    + `,"orderInfo":${orderInfo},"status":${JSON.stringify(toStatus(currentStatusOf(row), lang))}`
    + `,"labelPrinted":${row.label_printed_at == null ? 'null' : `"${iso(row.label_printed_at)}"`}}`;
}

export const toOrder = (row: OrderRow, lang: Lang): Order => JSON.parse(orderJson(row, lang)) as Order;
