// Company isolation of what an order names and of the conflicts a write can meet: an order takes only the
// caller's own shop and warehouse (another company's id is refused exactly like an unknown one), and no 409
// names another company's ids or data.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createOrder, getOrder, orderBody } from './order-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
let foreign: { shopId: string; warehouseId: string };
let own: { shopId: string; warehouseId: string };

const firstOf = async (table: 'shops' | 'warehouses', email: string) =>
  ((await t.database.get(`SELECT id FROM ${table} WHERE company_id = (SELECT company_id FROM users WHERE email = ?) ORDER BY id`, email)) as { id: string }).id;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
  own = { shopId: (await firstOf('shops', 'admin@demo.local')), warehouseId: (await firstOf('warehouses', 'admin@demo.local')) };
  foreign = { shopId: (await firstOf('shops', OTHER)), warehouseId: (await firstOf('warehouses', OTHER)) };
}, 60_000);
afterAll(() => t.close());

const post = (body: unknown, token = ADMIN_TOKEN, lang = 'ru') => t.call('POST', '/v1/app/orders', { token, body, lang });
const put = (id: string, body: unknown, lang = 'ru') => t.call('PUT', `/v1/app/orders/${id}`, { token: ADMIN_TOKEN, body, lang });
const withoutId = ({ id: _id, ...body }: Record<string, unknown>) => body;

const shopRefused = { status: 400, body: { code: '040001', message: 'Магазин не найден', errors: [{ field: 'shopId', message: 'Магазин не найден' }] } };
const warehouseRefused = { status: 400, body: { code: '040001', message: 'Склад не найден', errors: [{ field: 'warehouseId', message: 'Склад не найден' }] } };

describe("an order's shop and warehouse", () => {
  it("create: another company's shop or warehouse is refused like an unknown id, and no order is made", async () => {
    const before = ((await t.database.get('SELECT count(*) AS n FROM orders')) as { n: number }).n;
    for (const [refs, refused] of [
      [{ ...own, shopId: foreign.shopId }, shopRefused],
      [{ ...own, shopId: randomUUID() }, shopRefused],
      [{ ...own, warehouseId: foreign.warehouseId }, warehouseRefused],
      [{ ...own, warehouseId: randomUUID() }, warehouseRefused],
    ] as const) {
      const res = await post({ ...orderBody(t), ...refs });
      expect(res, JSON.stringify(refs)).toMatchObject(refused);
      expect(JSON.stringify(res.body)).not.toContain(refs.shopId);
      expect(JSON.stringify(res.body)).not.toContain(refs.warehouseId);
    }
    expect(((await t.database.get('SELECT count(*) AS n FROM orders')) as { n: number }).n).toBe(before);
    const en = await post({ ...orderBody(t), ...own, shopId: foreign.shopId }, ADMIN_TOKEN, 'en');
    expect(en.body).toMatchObject({ message: 'Shop not found', errors: [{ field: 'shopId', message: 'Shop not found' }] });
  });

  it('create: the company\'s own shop and warehouse, or none, are taken', async () => {
    expect(await createOrder(t, { ...orderBody(t), ...own })).toMatchObject(own);
    expect(await createOrder(t, orderBody(t))).toMatchObject({ shopId: null, warehouseId: null });
  });

  it("update: another company's shop or warehouse is refused and the order stays as it was", async () => {
    const made = await createOrder(t, { ...orderBody(t), ...own });
    const body = withoutId({ ...orderBody(t), ...own, order: made.order });
    expect(await put(made.id, { ...body, shopId: foreign.shopId })).toMatchObject(shopRefused);
    expect(await put(made.id, { ...body, warehouseId: foreign.warehouseId })).toMatchObject(warehouseRefused);
    expect(await getOrder(t, made.id)).toEqual(made);
    // Its own ones, kept or dropped, pass.
    expect(await put(made.id, body)).toMatchObject({ status: 200, body: own });
    expect(await put(made.id, { ...body, shopId: null, warehouseId: null })).toMatchObject({ status: 200, body: { shopId: null, warehouseId: null } });
  });

  it('update: an order may keep a shop deleted since it was made', async () => {
    const shop = await t.call('POST', '/v1/app/shops', { token: ADMIN_TOKEN, body: { name: 'Закроется' } });
    const made = await createOrder(t, { ...orderBody(t), shopId: shop.body.id });
    expect((await t.call('DELETE', `/v1/app/shops/${shop.body.id}`, { token: ADMIN_TOKEN })).status).toBe(200);
    const res = await put(made.id, withoutId({ ...orderBody(t), shopId: shop.body.id, order: { ...made.order, description: 'ещё' } }));
    expect(res).toMatchObject({ status: 200, body: { shopId: shop.body.id, order: { description: 'ещё' } } });
  });
});

describe('409 answers name nothing of another company', () => {
  /** Everything of the first company a conflict could give away. */
  const secretsOf = (...values: string[]) => (body: unknown) => {
    const text = JSON.stringify(body);
    for (const value of values) expect(text).not.toContain(value);
  };

  it('an id another company has: the answer says the id is taken, not whose or what it is', async () => {
    const order = await createOrder(t, { ...orderBody(t), id: randomUUID() });
    const shop = (await t.call('POST', '/v1/app/shops', { token: ADMIN_TOKEN, body: { id: randomUUID(), name: 'Тайный магазин' } })).body;
    const rule = (await t.call('GET', '/v1/app/editors/tariff/rules?limit=1', { token: ADMIN_TOKEN })).body.items[0];
    const copy = (await t.call('POST', `/v1/app/editors/tariff/rules/${rule.id}/duplicate`, { token: ADMIN_TOKEN, body: { id: randomUUID() } })).body;
    const theirRule = (await t.call('GET', '/v1/app/editors/tariff/rules?limit=1', { token: other })).body.items[0];
    const hidden = secretsOf(order.number, order.order.clientNumber, order.recipient.contactName, shop.name, copy.name, 'Анна Админова');

    const attempts = [
      await post({ ...orderBody(t), id: order.id }, other),
      await t.call('POST', '/v1/app/shops', { token: other, body: { id: shop.id, name: 'Чужой' } }),
      await t.call('POST', `/v1/app/editors/tariff/rules/${theirRule.id}/duplicate`, { token: other, body: { id: copy.id } }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(409);
      expect(Object.keys(res.body).sort()).toEqual(['code', 'errors', 'message']);
      expect(res.body.errors).toEqual([{ field: 'id', message: res.body.message }]);
      expect(res.body.message).toMatch(/идентификатор.* уже занят/);
      hidden(res.body);
    }
  });
});
