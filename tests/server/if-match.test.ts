// Edits carry the version they were made on (If-Match): a record changed since answers 412 040412 with the
// record as it is now; without the header the last writer wins. The attacker's side first: another
// company's record never answers 412 (which would show it), only the 403 it always gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER, createTestApp, type TestApp } from './test-app';
import { ADMIN_TOKEN, orderBody } from './order-fixtures';

let t: TestApp;
let other: string;
const admin = ADMIN_TOKEN;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

const ifMatch = (value: string) => ({ 'If-Match': value });
const newShop = async (name: string) => (await t.call('POST', '/v1/app/shops', { token: admin, body: { name } })).body as { id: string; version: number };

describe('If-Match on edits', () => {
  it('another company\'s shop answers 403 whatever If-Match says, never its record', async () => {
    const shop = await newShop('Чужой');
    const res = await t.call('PUT', `/v1/app/shops/${shop.id}`, { token: other, body: { name: 'Моё' }, headers: ifMatch('"1"') });
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
  });

  it('a shop edited on its current version is saved; on an older one answers 412 with the shop now', async () => {
    const shop = await newShop('Первый');
    const first = await t.call('PUT', `/v1/app/shops/${shop.id}`, { token: admin, body: { name: 'Второй' }, headers: ifMatch(`"${shop.version}"`) });
    expect(first.status).toBe(200);
    expect(first.body.version).toBeGreaterThan(shop.version);

    const stale = await t.call('PUT', `/v1/app/shops/${shop.id}`, { token: admin, body: { name: 'Третий' }, headers: ifMatch(`"${shop.version}"`), lang: 'ru' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: '040412', message: 'Запись изменили после того, как вы начали её правку', data: { id: shop.id, name: 'Второй', version: first.body.version } });
    expect((await t.call('GET', `/v1/app/shops/${shop.id}`, { token: admin })).body.name).toBe('Второй');
  });

  it('without If-Match, or with a tag of another kind, the last writer wins; a weak tag is read', async () => {
    const shop = await newShop('Без версии');
    expect((await t.call('PUT', `/v1/app/shops/${shop.id}`, { token: admin, body: { name: 'Имя А' } })).status).toBe(200);
    expect((await t.call('PUT', `/v1/app/shops/${shop.id}`, { token: admin, body: { name: 'Имя Б' }, headers: ifMatch('*') })).status).toBe(200);
    expect((await t.call('PUT', `/v1/app/shops/${shop.id}`, { token: admin, body: { name: 'Имя В' }, headers: ifMatch('W/"1"') })).status).toBe(412);
  });

  it('an order edited on an older version answers 412 with the order now; one past editing answers 409 first', async () => {
    const made = await t.call('POST', '/v1/app/orders', { token: admin, body: orderBody(t, { providerKey: 'cdek' }) });
    expect(made.status).toBe(201);
    const { id, version } = made.body as { id: string; version: number };
    const { order, sender, recipient, cost, items } = made.body;
    const body = { order, sender, recipient, cost, items };
    const saved = await t.call('PUT', `/v1/app/orders/${id}`, { token: admin, body, headers: ifMatch(`"${version}"`) });
    expect(saved.status).toBe(200);
    const stale = await t.call('PUT', `/v1/app/orders/${id}`, { token: admin, body, headers: ifMatch(`"${version}"`) });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: '040412', data: { id, version: saved.body.version } });

    expect((await t.call('POST', `/v1/app/orders/${id}/cancel`, { token: admin })).status).toBe(200);
    const late = await t.call('PUT', `/v1/app/orders/${id}`, { token: admin, body, headers: ifMatch(`"${version}"`) });
    expect(late.status).toBe(409);
  });
});
