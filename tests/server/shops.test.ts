// Shops: CRUD for the company's users with orders roles, the product's texts, client-made ids, versions
// and tombstones for sync, and company isolation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from '../../src/contract';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';
const operator = 'api.order.info-token';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

const create = (body: unknown, token = admin, lang?: string) => t.call('POST', '/v1/app/shops', { token, body, lang });
const changeVersion = async () => ((await t.database.get('SELECT value FROM change_version')) as { value: number }).value;

describe('shops', () => {
  it('lists the seeded shops of the caller\'s company, for admin and operator, with filters', async () => {
    for (const token of [admin, operator]) {
      const res = await t.call('GET', '/v1/app/shops', { token });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(2);
      for (const item of res.body.items) expect(shop.parse(item)).toEqual(item);
    }
    const found = await t.call('GET', `/v1/app/shops?filter=${encodeURIComponent('name%маркетплейс')}`, { token: admin });
    expect(found.body.items.map((s: { name: string }) => s.name)).toEqual(['Демо Магазин на маркетплейсах']);
    expect((await t.call('GET', '/v1/app/shops?filter=color=red', { token: admin })).body.code).toBe('040011');
  });

  it('creates a shop with a server id and a fresh version, empty optional fields as ""', async () => {
    const before = (await changeVersion());
    const res = await create({ name: '  Новый магазин ', email: ' Sales@Shop.RU ', phone: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Новый магазин', email: 'sales@shop.ru', phone: '', companyName: '', version: before + 1 });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(res.body.created).toISOString()).toBe(res.body.created);
    expect((await t.call('GET', `/v1/app/shops/${res.body.id}`, { token: operator })).body).toEqual(res.body);
  });

  it('takes the console\'s id: a repeated create answers the same shop, another company gets 409', async () => {
    const id = randomUUID();
    const first = await create({ id, name: 'Офлайн магазин' });
    expect(first.body.id).toBe(id);
    const again = await create({ id, name: 'Офлайн магазин (повтор)' });
    expect(again).toMatchObject({ status: 200, body: first.body });
    const theirs = await create({ id, name: 'Чужой' }, other);
    expect(theirs).toMatchObject({ status: 409, body: { code: '040901', errors: [{ field: 'id' }] } });
    expect((await create({ id: 'not-a-uuid', name: 'Xy' })).body.errors[0].field).toBe('id');
  });

  it('asks for the name in the spec\'s words, in both languages; checks email and lengths', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
      const ru = await create(body);
      expect(ru.status).toBe(400);
      expect(ru.body.errors).toEqual([{ field: 'name', message: 'Необходимо заполнить Имя Магазина' }]);
    }
    expect((await create({}, admin, 'en')).body.errors).toEqual([{ field: 'name', message: 'Please fill in the shop name' }]);
    expect((await create({ name: 'Xy', email: 'no-at-sign' })).body.errors).toEqual([{ field: 'email', message: 'Неправильный email' }]);
    expect((await create({ name: 'X', email: 'no-at-sign' })).body.errors).toEqual([
      { field: 'name', message: 'Длина текста должна быть не менее 2' },
      { field: 'email', message: 'Неправильный email' },
    ]);
    expect((await create({ name: 'Xy', email: 'продажи@магазин.рф' })).status).toBe(200);
    expect((await create({ name: 'x'.repeat(101) }, admin, 'en')).body.errors).toEqual([{ field: 'name', message: 'The text must be at most 100 long' }]);
  });

  it('updates with a new version; answers 403 for ids of other companies and unknown ids', async () => {
    const made = (await create({ name: 'Правка', phone: '1' })).body;
    const res = await t.call('PUT', `/v1/app/shops/${made.id}`, { token: operator, body: { name: 'Правка 2', companyName: 'ООО Правка' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, name: 'Правка 2', companyName: 'ООО Правка', phone: '', created: made.created });
    expect(res.body.version).toBeGreaterThan(made.version);
    const blank = await t.call('PUT', `/v1/app/shops/${made.id}`, { token: admin, body: { name: '' }, lang: 'en' });
    expect(blank.body.errors).toEqual([{ field: 'name', message: 'Please fill in the shop name' }]);
    for (const id of [made.id, randomUUID()]) {
      const foreign = await t.call('PUT', `/v1/app/shops/${id}`, { token: other, body: { name: 'Взлом' } });
      expect(foreign).toMatchObject({ status: 403, body: { code: '040301' } });
    }
    expect((await t.call('GET', `/v1/app/shops/${made.id}`, { token: other })).body).not.toHaveProperty('name');
    expect((await t.call('GET', `/v1/app/shops/${made.id}`, { token: admin })).body.name).toBe('Правка 2');
  });

  it('deletes with a tombstone; a repeat answers the same; re-creating the id clears the tombstone', async () => {
    const id = randomUUID();
    await create({ id, name: 'Удаляемый' });
    expect((await t.call('DELETE', `/v1/app/shops/${id}`, { token: other })).status).toBe(403);
    const del = await t.call('DELETE', `/v1/app/shops/${id}`, { token: admin });
    expect(del).toMatchObject({ status: 200, body: { id } });
    const tomb = (await t.database.get("SELECT version FROM tombstones WHERE collection = 'shops' AND id = ?", id)) as { version: number };
    expect(tomb.version).toBe((await changeVersion()));
    expect((await t.call('DELETE', `/v1/app/shops/${id}`, { token: admin })).status).toBe(200);
    expect((await t.call('DELETE', `/v1/app/shops/${id}`, { token: other })).status).toBe(403);
    expect((await t.call('GET', `/v1/app/shops/${id}`, { token: admin })).status).toBe(403);
    expect((await create({ id, name: 'Вернулся' })).body.name).toBe('Вернулся');
    expect((await t.database.get('SELECT count(*) AS n FROM tombstones WHERE id = ?', id))).toEqual({ n: 0 });
  });

  it('keeps companies apart', async () => {
    const theirs = await t.call('GET', '/v1/app/shops?limit=1000', { token: other });
    expect(theirs.body.items.map((s: { name: string }) => s.name)).toEqual(['Другой магазин']);
    const mine = (await t.call('GET', '/v1/app/shops?limit=1000', { token: admin })).body.items;
    expect(mine.some((s: { name: string }) => s.name === 'Другой магазин')).toBe(false);
    expect((await t.call('GET', '/v1/app/shops')).status).toBe(401);
  });
});
