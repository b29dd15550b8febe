// The server's view of a company's orders, read as an API client would: the truth the tests compare
// the console against. Also makes orders directly, for tests that need data the user did not type.
import { expect, type APIRequestContext } from '@playwright/test';

export type ServerOrder = {
  id: string; number: string; version: number; order: { clientNumber: string }; status: { key: string }; recipient: { contactName: string };
  cost?: { deliveryCost?: number };
};

const auth = (token: string) => ({ Authorization: token });

export async function ordersOnServer(request: APIRequestContext, token: string, q = ''): Promise<ServerOrder[]> {
  const all: ServerOrder[] = [];
  for (let page = 1; ; page++) {
    const filter = q ? `&filter=${encodeURIComponent(`q%${q}`)}` : '';
    const res = await request.get(`/v1/app/orders?page=${page}&limit=100${filter}`, { headers: auth(token) });
    expect(res.ok(), await res.text()).toBe(true);
    const { total, items } = await res.json();
    all.push(...items);
    if (all.length >= total || items.length === 0) return all;
  }
}

export async function orderLog(request: APIRequestContext, token: string, id: string): Promise<Array<{ type: string; status: string }>> {
  const res = await request.get(`/v1/app/orders/${id}/log?limit=100`, { headers: auth(token) });
  return (await res.json()).items;
}

/** A valid create body (a CDEK door-to-door parcel) with this client number. */
export function orderBody(clientNumber: string, tariffId: number) {
  return {
    order: { clientNumber, providerKey: 'cdek', tariffId, pickupType: 1, deliveryType: 1 },
    cost: { assessedCost: 1000, codCost: 0 },
    sender: { contactName: 'Склад', phone: '+74950000000', city: 'Москва' },
    recipient: { contactName: 'Получатель Тест', phone: '+79160000000', city: 'Казань' },
    items: [{ description: 'Книга', quantity: 1 }],
  };
}

export async function doorToDoorTariff(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/v1/app/list/tariffs?limit=100', { headers: auth(token) });
  const { items } = await res.json();
  const tariff = items.find((t: { providerKey: string; pickupType: number; deliveryType: number }) => t.providerKey === 'cdek' && t.pickupType === 1 && t.deliveryType === 1);
  expect(tariff).toBeTruthy();
  return tariff.id;
}

export async function createOrders(request: APIRequestContext, token: string, count: number, prefix: string): Promise<void> {
  const tariffId = await doorToDoorTariff(request, token);
  for (let i = 0; i < count; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, count - i) }, (_, n) =>
      request.post('/v1/app/orders', { headers: auth(token), data: orderBody(`${prefix}-${i + n}`, tariffId) }).then((r) => expect(r.status()).toBe(201))));
  }
}

const contact = (contactName: string, postIndex: string) => ({
  countryCode: 'RU', postIndex, region: 'Республика Татарстан', area: 'городской округ Казань', city: 'Казань',
  cityGuid: '93b3df57-4c89-44df-ac42-96f05e9cd3b9', street: 'ул. Баумана', house: '5', block: '2', office: '12',
  lat: 55.7887, lng: 49.1221, addressString: 'Казань, ул. Баумана, 5к2, кв. 12', companyName: 'ООО Ромашка',
  companyInn: '7701234567', contactName, phone: '+79161234567', email: 'contact@example.ru', comment: `Комментарий ${contactName}`,
});
const item = (n: number) => ({
  articul: `ART-${n}`, barcode: `460000000000${n}`, description: `Товар ${n}`, quantity: n, quantityDelivered: 0,
  weight: 100 * n, length: 10 + n, width: 5 + n, height: 2 + n, assessedCost: 500 * n, cost: 450 * n, costVat: 20,
});

/** A create body with every field of the API filled, the ones the console's form does not show included.
 *  The recipient's postcode 000000 makes the simulated service refuse it, so it stays editable. */
export function fullOrderBody(o: { clientNumber: string; tariffId: number; shopId: string; warehouseId: string }) {
  return {
    shopId: o.shopId, warehouseId: o.warehouseId,
    order: {
      clientNumber: o.clientNumber, providerKey: 'cdek', providerConnectId: 'connect-1', tariffId: o.tariffId, barcode: 'ORD-BARCODE',
      description: 'Все поля', pickupType: 1, deliveryType: 1, pointInId: 'POINT-IN', pointOutId: 'POINT-OUT',
      pickupDate: '2026-12-01', pickupTimeStart: '10:00', pickupTimeEnd: '14:00', deliveryDate: '2026-12-03',
      deliveryTimeStart: '12:00', deliveryTimeEnd: '18:00', weight: 1500, length: 40, width: 30, height: 20,
    },
    cost: { assessedCost: 2500, codCost: 1200, deliveryCost: 390, deliveryCostVat: 20, isDeliveryPayedByRecipient: true, paymentMethod: 2 },
    sender: contact('Склад Отправитель', '420111'),
    recipient: contact('Получатель Полный', '000000'),
    returnAddress: contact('Возврат Адрес', '420112'),
    places: [
      { placeNumber: '1', barcode: 'PLACE-1', weight: 700, length: 30, width: 20, height: 10, items: [item(1)] },
      { placeNumber: '2', barcode: 'PLACE-2', weight: 800, length: 31, width: 21, height: 11, items: [item(2)] },
    ],
    items: [item(1), item(2)],
    extraParams: [{ key: 'gift', value: 'yes' }, { key: 'source', value: 'e2e' }],
  };
}
