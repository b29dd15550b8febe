// Orders: create, read, list (filters and text search), edit, validation in both languages, repeated
// creates with a client id, roles and company isolation on every order route.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, OPERATOR_TOKEN, createOrder, getOrder, orderBody, tariffId, tick } from './order-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

const list = async (filter: string, token = ADMIN_TOKEN, extra = '') =>
  (await t.call('GET', `/v1/app/orders?filter=${encodeURIComponent(filter)}${extra}`, { token })).body;

describe('create and read', () => {
  it('creates an order in uploading with its number, version and the blocks as sent', async () => {
    const body = orderBody(t);
    const created = await createOrder(t, body);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.stringMatching(/^PC-\d{7}$/),
      version: expect.any(Number),
      platform: 'console',
      username: 'Анна Админова',
      order: body.order,
      sender: body.sender,
      recipient: body.recipient,
      returnAddress: null,
      extraParams: body.extraParams,
      // The CDEK connection's rates: 0.75 % insurance, raised to its 50.50 minimum; 3 % of the cash on delivery.
      cost: { assessedCost: 2500, codCost: 2500, deliveryCost: expect.any(Number), insuranceFee: 50.5, cashServiceFee: 75 },
      orderInfo: { orderId: created.id, providerKey: 'cdek', clientNumber: body.order.clientNumber, providerNumber: null },
      status: { key: 'uploading', name: 'Передаётся', errorCode: null, providerCode: null },
    });
    expect(created.created).toBe(new Date(t.now()).toISOString());
    expect(await getOrder(t, created.id)).toEqual(created);
    const en = await getOrder(t, created.id, ADMIN_TOKEN, 'en');
    expect(en.status).toMatchObject({ key: 'uploading', name: 'Uploading' });
  });

  it('a repeated create with the same id answers the first order (200) and makes no second one', async () => {
    const id = randomUUID();
    const before = (await list('')).total;
    const first = await createOrder(t, orderBody(t, { id }));
    const again = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: orderBody(t, { id }) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first);
    expect((await list('')).total).toBe(before + 1);
    expect((await t.database.get('SELECT count(*) AS n FROM orders WHERE id = ?', id))).toEqual({ n: 1 });
  });

  it("refuses an id another company's order has (409), without telling whose", async () => {
    const mine = await createOrder(t, orderBody(t, { id: randomUUID() }));
    const res = await t.call('POST', '/v1/app/orders', { token: other, body: orderBody(t, { id: mine.id }), lang: 'en' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: '040901', errors: [{ field: 'id' }] });
    expect(JSON.stringify(res.body)).not.toContain(mine.number);
  });

  it('refuses a clientNumber the company used: 409 040901 Уже существует', async () => {
    const first = await createOrder(t, orderBody(t));
    const res = await t.call('POST', '/v1/app/orders', {
      token: ADMIN_TOKEN, body: orderBody(t, { order: { clientNumber: first.order.clientNumber } }),
    });
    expect(res).toMatchObject({ status: 409, body: { code: '040901', message: 'Уже существует', errors: [{ field: 'order.clientNumber' }] } });
    // Another company may use the same clientNumber.
    const theirs = await createOrder(t, orderBody(t, { order: { clientNumber: first.order.clientNumber } }), other);
    expect(theirs.order.clientNumber).toBe(first.order.clientNumber);
  });

  it('answers missing required fields one per field, in Russian and English', async () => {
    const empty = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('040001');
    const fields = (res: typeof empty) => Object.fromEntries(res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields(empty)).toMatchObject({ order: 'Введите значение', cost: 'Введите значение', sender: 'Введите значение', recipient: 'Введите значение' });

    const body = orderBody(t);
    delete body.recipient.phone;
    delete body.order.tariffId;
    body.items = [{ quantity: 1 }];
    const nested = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body, lang: 'en' });
    expect(nested.status).toBe(400);
    expect(fields(nested)).toMatchObject({
      'recipient.phone': 'Please enter value', 'order.tariffId': 'Please enter value', 'items.0.description': 'Please enter value',
    });
    const ru = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body });
    expect(fields(ru)['items.0.description']).toBe('Введите значение');
  });

  it('refuses wrong values: types, VAT rate, a provider it does not work with, a tariff that does not fit', async () => {
    const bad = orderBody(t, { order: { pickupType: 3, weight: -1 }, cost: { deliveryCostVat: 18 } });
    const res = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: bad });
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['cost.deliveryCostVat', 'order.pickupType', 'order.weight']);

    const disabled = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: orderBody(t, { order: { providerKey: 'iml' } }), lang: 'en' });
    expect(disabled).toMatchObject({ status: 400, body: { code: '040001', errors: [{ field: 'order.providerKey', message: 'Unknown or disabled delivery service' }] } });
    const otherTariff = orderBody(t, { providerKey: 'boxberry' });
    otherTariff.order.providerKey = 'cdek';
    const res2 = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: otherTariff });
    expect(res2.body.errors).toEqual([{ field: 'order.tariffId', message: 'Тариф не относится к выбранной службе доставки' }]);
    const mismatch = orderBody(t);
    mismatch.order.deliveryType = 2;
    expect((await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: mismatch })).body.errors[0].field).toBe('order.tariffId');
  });

  it('refuses a tariff the company\'s connection does not enable, on create and on edit', async () => {
    // The demo CDEK connection enables 136, 137, 234 and 368; 139 "Посылка дверь-дверь" is not among them.
    const doorToDoor = orderBody(t, { order: { pickupType: 1, tariffId: tariffId(t, 'cdek', 1, 1) } });
    const refused = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: doorToDoor, lang: 'en' });
    expect(refused).toMatchObject({ status: 400, body: { code: '040001', errors: [{ field: 'order.tariffId', message: "This tariff is not enabled in the company's connection to the delivery service" }] } });
    expect((await t.database.get('SELECT count(*) AS n FROM orders WHERE client_number = ?', doorToDoor.order.clientNumber))).toEqual({ n: 0 });

    const created = await createOrder(t, orderBody(t));
    const edited = await t.call('PUT', `/v1/app/orders/${created.id}`, { token: ADMIN_TOKEN, body: { ...doorToDoor, order: { ...doorToDoor.order, clientNumber: created.order.clientNumber } } });
    expect(edited.status).toBe(400);
    expect(edited.body.errors[0]).toMatchObject({ field: 'order.tariffId', message: 'Этот тариф не включён в подключении к службе доставки' });
  });
});

describe('list', () => {
  it('pages newest first in the list envelope', async () => {
    t.advance(1000); // the test clock stands still; the newest order must be newer than the others
    const created = await createOrder(t, orderBody(t));
    const page = (await t.call('GET', '/v1/app/orders?limit=50', { token: ADMIN_TOKEN })).body;
    expect(page.total).toBeGreaterThan(5000);
    expect(page.items).toHaveLength(50);
    expect(page.items[0].id).toBe(created.id);
    const times = page.items.map((o: { created: string }) => Date.parse(o.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = (await t.call('GET', '/v1/app/orders?limit=50&page=2', { token: ADMIN_TOKEN })).body;
    expect(page2.items[0].id).not.toBe(page.items[49].id);
  });

  it('filters by status, providerKey, platform, shopId and created (ISO or unix ms)', async () => {
    const delivered = await list('status=delivered;providerKey=cdek', ADMIN_TOKEN, '&limit=1000');
    expect(delivered.total).toBeGreaterThan(100);
    expect(delivered.items.every((o: any) => o.status.key === 'delivered' && o.orderInfo.providerKey === 'cdek')).toBe(true);
    const two = await list('status=[lost,returned]');
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBe((await list('status=lost')).total + (await list('status=returned')).total);
    const market = await list('platform=yamarket');
    expect(market.items.every((o: any) => o.platform === 'yamarket')).toBe(true);

    const shopId = market.items[0].shopId as string;
    const byShop = await list(`shopId=${shopId}`);
    expect(byShop.total).toBeGreaterThan(0);
    expect(byShop.items.every((o: any) => o.shopId === shopId)).toBe(true);

    const week = t.now() - 7 * 24 * 3600_000;
    const iso = await list(`created>${new Date(week).toISOString()}`);
    const ms = await list(`created>${week}`);
    expect(iso.total).toBe(ms.total);
    expect(iso.items.every((o: any) => Date.parse(o.created) > week)).toBe(true);
    const older = await list(`created<${week}`);
    expect(iso.total + older.total).toBe((await list('')).total);
  });

  it('searches number, clientNumber, recipient name (any case, ё as е) and phone digits', async () => {
    const o = await createOrder(t, orderBody(t, { recipient: { contactName: 'Ёжикова Алёна Сергеевна', phone: '+7 (977) 111-22-33' } }));
    const ids = async (q: string) => (await list(`q%${q}`)).items.map((x: { id: string }) => x.id);
    expect(await ids(o.number)).toEqual([o.id]);
    expect(await ids(o.order.clientNumber.toLowerCase())).toEqual([o.id]);
    expect(await ids('ежикова алена')).toEqual([o.id]);
    expect(await ids('9771112233')).toEqual([o.id]);
    expect(await ids('977) 111-22')).toEqual([o.id]);
    expect((await list('q=ИВАНОВ')).total).toBeGreaterThan(10);
  });

  it('refuses fields it cannot filter (040011) and bad times (040010)', async () => {
    expect((await t.call('GET', '/v1/app/orders?filter=color=red', { token: ADMIN_TOKEN })).body.code).toBe('040011');
    for (const filter of ['created>yesterday', 'created%2026', 'deliveryType=x']) {
      expect((await t.call('GET', `/v1/app/orders?filter=${encodeURIComponent(filter)}`, { token: ADMIN_TOKEN })).body.code, filter).toBe('040010');
    }
  });
});

describe('edit', () => {
  it('replaces an order that is not handed over yet, and refuses once the service has it (040089)', async () => {
    const o = await createOrder(t, orderBody(t));
    const changed = orderBody(t, { recipient: { contactName: 'Новый Получатель' }, order: { clientNumber: o.order.clientNumber } });
    const res = await t.call('PUT', `/v1/app/orders/${o.id}`, { token: OPERATOR_TOKEN, body: changed });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: o.id, number: o.number, recipient: { contactName: 'Новый Получатель' }, status: { key: 'uploading' } });
    expect(res.body.version).toBeGreaterThan(o.version);
    await tick(t);
    expect((await getOrder(t, o.id)).status.key).toBe('uploaded');
    const late = await t.call('PUT', `/v1/app/orders/${o.id}`, { token: ADMIN_TOKEN, body: changed, lang: 'en' });
    expect(late).toMatchObject({ status: 409, body: { code: '040089' } });
  });
});

describe('roles and company isolation', () => {
  it('the operator (api.order.info) may list, create, read, cancel and read the history', async () => {
    const o = await createOrder(t, orderBody(t), OPERATOR_TOKEN);
    expect(o.username).toBe('Олег Операторов');
    expect((await t.call('GET', `/v1/app/orders/${o.id}`, { token: OPERATOR_TOKEN })).status).toBe(200);
    expect((await t.call('GET', `/v1/app/orders/${o.id}/status-history`, { token: OPERATOR_TOKEN })).status).toBe(200);
    expect((await t.call('GET', `/v1/app/orders/${o.id}/log`, { token: OPERATOR_TOKEN })).status).toBe(200);
    expect((await t.call('GET', '/v1/app/orders?limit=1', { token: OPERATOR_TOKEN })).status).toBe(200);
    expect((await t.call('POST', `/v1/app/orders/${o.id}/cancel`, { token: OPERATOR_TOKEN })).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/v1/app/orders')).body.code).toBe('040101');
    expect((await t.call('POST', '/v1/app/orders', { body: {} })).status).toBe(401);
  });

  it("another company sees none of the orders and touches none: 040080 on every route", async () => {
    const o = await createOrder(t, orderBody(t));
    const theirs = (await t.call('GET', '/v1/app/orders?limit=1000', { token: other })).body;
    expect(theirs.total).toBeGreaterThanOrEqual(5000);
    expect(theirs.items.some((x: { id: string }) => x.id === o.id)).toBe(false);
    expect((await list(`q%${o.number}`, other)).items.some((x: { id: string }) => x.id === o.id)).toBe(false);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/v1/app/orders/${o.id}`],
      ['PUT', `/v1/app/orders/${o.id}`, orderBody(t)],
      ['DELETE', `/v1/app/orders/${o.id}`],
      ['POST', `/v1/app/orders/${o.id}/cancel`],
      ['POST', `/v1/app/orders/${o.id}/resend`],
      ['GET', `/v1/app/orders/${o.id}/status-history`],
      ['GET', `/v1/app/orders/${o.id}/log`],
      ['POST', '/v1/app/orders/labels', { orderIds: [o.id] }],
      ['POST', '/v1/app/orders/waybills', { orderIds: [o.id] }],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.call(method, path, { token: other, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code, `${method} ${path}`).toBe('040080');
    }
    const missing = await t.call('GET', `/v1/app/orders/${randomUUID()}`, { token: other });
    expect(missing.body).toEqual((await t.call('GET', `/v1/app/orders/${o.id}`, { token: other })).body);
    const refreshed = await t.call('POST', '/v1/app/orders/statuses', { token: other, body: { orderIds: [o.id] } });
    expect(refreshed.body).toEqual({ total: 0, items: [] });
    expect((await getOrder(t, o.id)).status.key).toBe('uploading');
  });
});
