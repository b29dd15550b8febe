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
  };
}

export const currentStatusOf = (row: OrderRow): StatusFields => ({ ...row, at: row.status_at });

export function toOrder(row: OrderRow, lang: Lang): Order {
  return {
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
    order: JSON.parse(row.order_json),
    cost: JSON.parse(row.cost_json),
    sender: JSON.parse(row.sender_json),
    recipient: JSON.parse(row.recipient_json),
    returnAddress: row.return_address_json ? JSON.parse(row.return_address_json) : null,
    places: JSON.parse(row.places_json),
    items: JSON.parse(row.items_json),
    extraParams: JSON.parse(row.extra_params_json),
    orderInfo: {
      orderId: row.id,
      providerKey: row.provider_key,
      providerNumber: row.provider_number,
      returnProviderNumber: row.return_provider_number,
      barcode: row.barcode,
      clientNumber: row.client_number,
      trackingUrl: row.tracking_url,
    },
    status: toStatus(currentStatusOf(row), lang),
  };
}
