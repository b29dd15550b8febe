// The server's view of a company's orders, read as an API client would: the truth the tests compare
// the console against. Also makes orders directly, for tests that need data the user did not type.
import { expect, type APIRequestContext } from '@playwright/test';

export type ServerOrder = { id: string; number: string; version: number; order: { clientNumber: string }; status: { key: string }; recipient: { contactName: string } };

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
