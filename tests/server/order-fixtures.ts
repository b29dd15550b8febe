// Order bodies and lookups shared by the orders tests: a valid body for a tariff of the seeded world,
// with overrides, and the tariff ids by provider and types (ids come from the seed, so look them up).
import type { OrderCreate } from '../../src/contract';
import type { TestApp } from './test-app';

export const ADMIN_TOKEN = 'admin-token';
export const OPERATOR_TOKEN = 'api.order.info-token';

export function tariffId(t: TestApp, providerKey: string, pickupType: number, deliveryType: number): number {
  const row = t.tariffs.find((r) => r.provider_key === providerKey && r.pickup_type === pickupType && r.delivery_type === deliveryType);
  if (!row) throw new Error(`no ${providerKey} tariff ${pickupType}/${deliveryType}`);
  return row.id;
}

let counter = 0;
/** A unique clientNumber that no seeded order uses (they have other prefixes). */
export const clientNumber = (prefix = 'TEST') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

type Body = Record<string, any>;

export function orderBody(t: TestApp, o: { providerKey?: string; deliveryType?: 1 | 2; recipient?: Body; order?: Body; cost?: Body; id?: string } = {}): Body {
  const providerKey = o.providerKey ?? 'cdek';
  const deliveryType = o.deliveryType ?? 1;
  return {
    ...(o.id ? { id: o.id } : {}),
    order: {
      clientNumber: clientNumber(), providerKey, tariffId: tariffId(t, providerKey, 2, deliveryType),
      pickupType: 2, deliveryType, weight: 1200, description: 'Тестовый заказ', ...o.order,
    },
    cost: { assessedCost: 2500, codCost: 2500, paymentMethod: 1, ...o.cost },
    sender: { contactName: 'Склад Демо', phone: '+7 495 123-45-67', city: 'Москва', companyName: 'ООО Демо Магазин' },
    recipient: {
      contactName: 'Пётр Ёлкин', phone: '+7 (912) 345-67-89', countryCode: 'RU', postIndex: '420111',
      city: 'Казань', street: 'ул. Баумана', house: '5', office: '12', ...o.recipient,
    },
    places: [{ placeNumber: '1', weight: 1200, length: 30, width: 20, height: 10 }],
    items: [{ articul: 'TS-001', description: 'Футболка хлопковая', quantity: 2, weight: 250, cost: 1250, assessedCost: 1250 }],
    extraParams: [{ key: 'comment', value: 'позвонить заранее' }],
  };
}

/** Creates an order as admin and answers it (throws unless 201). */
export async function createOrder(t: TestApp, body: Body, token = ADMIN_TOKEN) {
  const res = await t.call('POST', '/v1/app/orders', { token, body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Moves every moving order of the token's company one step (POST /v1/demo/sim/tick). */
export async function tick(t: TestApp, token = ADMIN_TOKEN) {
  const res = await t.call('POST', '/v1/demo/sim/tick', { token });
  if (res.status !== 200) throw new Error(`tick failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.advanced as number;
}

export const getOrder = async (t: TestApp, id: string, token = ADMIN_TOKEN, lang?: string) =>
  (await t.call('GET', `/v1/app/orders/${id}`, { token, lang })).body;

/** A body for a tariff of a test's own small world (the tests on both databases, without the seeded app). */
export function plainOrderBody(o: { id?: string; clientNumber: string; providerKey: string; tariffId: number; deliveryType: 1 | 2; contactName?: string; codCost?: number }): OrderCreate {
  return {
    ...(o.id ? { id: o.id } : {}),
    order: { clientNumber: o.clientNumber, providerKey: o.providerKey, tariffId: o.tariffId, pickupType: 2, deliveryType: o.deliveryType, weight: 1200 },
    cost: { assessedCost: 2500, codCost: o.codCost ?? 0, paymentMethod: 1 },
    sender: { contactName: 'Склад', phone: '+7 495 123-45-67', city: 'Москва' },
    recipient: {
      contactName: o.contactName ?? 'Пётр Ёлкин', phone: '+7 912 345-67-89', countryCode: 'RU', postIndex: '420111', city: 'Казань',
      street: 'ул. Баумана', house: '5',
    },
    places: [{ placeNumber: '1', weight: 1200, length: 30, width: 20, height: 10, items: [] }],
    items: [],
    extraParams: [],
  } as OrderCreate;
}
