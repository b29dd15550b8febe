// Turns a create or update body into the orders columns it decides: the JSON blocks as they will be
// answered, and the search, filter and simulation columns derived from them.
import type { OrderUpdate } from '../../../src/contract';
import type { OrderRow } from '../db/repos/order-row';
import { searchable } from '../lib/search-text';
import type { OrderPrice } from './delivery-cost';

export function searchColumn(number: string, clientNumber: string, name: string, phone: string): string {
  return searchable([number, clientNumber, name, phone, phone.replace(/\D/g, '')].join(' '));
}

type BodyColumns = Pick<
  OrderRow,
  | 'client_number' | 'provider_key' | 'tariff_id' | 'delivery_type' | 'shop_id' | 'warehouse_id' | 'barcode'
  | 'recipient_name' | 'recipient_phone' | 'search' | 'order_json' | 'cost_json' | 'sender_json' | 'recipient_json'
  | 'return_address_json' | 'places_json' | 'items_json' | 'extra_params_json' | 'charge_kopecks' | 'days_max'
>;

/** `price`: the cost block as it will be answered, the charge and the promised days, priced (order-price.ts) or fixed (delivery-cost.ts). */
export function orderColumns(body: OrderUpdate, number: string, { cost, chargeKopecks, daysMax }: OrderPrice): BodyColumns {
  const { order, recipient } = body;
  return {
    client_number: order.clientNumber,
    provider_key: order.providerKey,
    tariff_id: order.tariffId,
    delivery_type: order.deliveryType,
    shop_id: body.shopId ?? null,
    warehouse_id: body.warehouseId ?? null,
    barcode: order.barcode ?? null,
    recipient_name: recipient.contactName,
    recipient_phone: recipient.phone,
    search: searchColumn(number, order.clientNumber, recipient.contactName, recipient.phone),
    order_json: JSON.stringify(order),
    cost_json: JSON.stringify(cost),
    sender_json: JSON.stringify(body.sender),
    recipient_json: JSON.stringify(recipient),
    return_address_json: body.returnAddress ? JSON.stringify(body.returnAddress) : null,
    places_json: JSON.stringify(body.places),
    items_json: JSON.stringify(body.items),
    extra_params_json: JSON.stringify(body.extraParams),
    charge_kopecks: chargeKopecks,
    days_max: daysMax,
  };
}
