// A provider-limited API token acts only on orders of its providers (docs/decisions/api-tokens.md "Providers"):
// every call on another provider's order answers 403 and changes nothing; the same calls on its own
// provider's order work; the order list and the orders sync pages carry none of the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createOrder, orderBody } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cdekOnly: string;
beforeAll(async () => {
  t = await createTestApp();
  const made = await t.call('POST', '/v1/app/tokens', { token: ADMIN_TOKEN, body: { name: 'CDEK backend', providers: ['cdek'] } });
  cdekOnly = made.body.token;
});
afterAll(() => t.close());

const as = (method: string, path: string, body?: unknown, key?: string) =>
  t.call(method, path, { token: cdekOnly, body, headers: key ? { 'Idempotency-Key': key } : {} });
const stored = async (id: string) => JSON.stringify([
  (await t.database.get('SELECT * FROM orders WHERE id = ?', id)),
  (await t.database.get('SELECT count(*) AS n FROM order_status_history WHERE order_id = ?', id)),
  (await t.database.get('SELECT count(*) AS n FROM order_logs WHERE order_id = ?', id)),
]);
type Item = { id: string; order: { providerKey: string } };
const providerOf = (o: Item) => o.order.providerKey;
const refused = async (id: string) => (await t.database.run("UPDATE orders SET status_key = 'uploadingError' WHERE id = ?", id));

/** Every call on one order, as [name, method, path, body]. */
const callsOn = (id: string, editBody: object): Array<[string, string, string, unknown]> => [
  ['read', 'GET', `/v1/app/orders/${id}`, undefined],
  ['status-history', 'GET', `/v1/app/orders/${id}/status-history`, undefined],
  ['log', 'GET', `/v1/app/orders/${id}/log`, undefined],
  ['edit', 'PUT', `/v1/app/orders/${id}`, editBody],
  ['labels', 'POST', '/v1/app/orders/labels', { orderIds: [id] }],
  ['waybills', 'POST', '/v1/app/orders/waybills', { orderIds: [id] }],
  ['statuses', 'POST', '/v1/app/orders/statuses', { orderIds: [id] }],
  ['resend', 'POST', `/v1/app/orders/${id}/resend`, undefined],
  ['cancel', 'POST', `/v1/app/orders/${id}/cancel`, undefined],
  ['delete', 'DELETE', `/v1/app/orders/${id}`, undefined],
];

describe('a cdek-only token', () => {
  it("answers 403 on every call on a boxberry order and changes nothing", async () => {
    const theirs = await createOrder(t, orderBody(t, { providerKey: 'boxberry' }));
    (await refused(theirs.id));
    const before = (await stored(theirs.id));
    for (const [name, method, path, body] of callsOn(theirs.id, orderBody(t, { providerKey: 'cdek' }))) {
      const res = await as(method, path, body);
      expect(res.status, name).toBe(403);
      expect(res.body.code, name).toBe('040301');
    }
    expect((await stored(theirs.id))).toBe(before);
  });

  it('is refused before a replay of what the admin did under the same key', async () => {
    const theirs = await createOrder(t, orderBody(t, { providerKey: 'boxberry' }));
    const key = `scope-${Math.random().toString(36).slice(2)}`;
    const read = await t.call('POST', '/v1/app/orders/statuses', { token: ADMIN_TOKEN, body: { orderIds: [theirs.id] }, headers: { 'Idempotency-Key': key } });
    expect(read.status).toBe(200);
    const replay = await as('POST', '/v1/app/orders/statuses', { orderIds: [theirs.id] }, key);
    expect(replay.status).toBe(403);
    expect(JSON.stringify(replay.body)).not.toContain(theirs.id);
  });

  it('may not move its own order to another provider', async () => {
    const mine = await createOrder(t, orderBody(t, { providerKey: 'cdek' }));
    const before = (await stored(mine.id));
    expect((await as('PUT', `/v1/app/orders/${mine.id}`, orderBody(t, { providerKey: 'boxberry' }))).status).toBe(403);
    expect((await stored(mine.id))).toBe(before);
  });

  it('does every one of those calls on a cdek order', async () => {
    const mine = await createOrder(t, orderBody(t, { providerKey: 'cdek' }));
    (await refused(mine.id));
    for (const [name, method, path, body] of callsOn(mine.id, orderBody(t, { providerKey: 'cdek' }))) {
      if (name === 'cancel') (await refused(mine.id));
      const res = await as(method, path, body);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    }
    expect((await t.database.get('SELECT 1 FROM orders WHERE id = ?', mine.id))).toBeUndefined();
  });

  it('lists and syncs only cdek orders', async () => {
    await createOrder(t, orderBody(t, { providerKey: 'boxberry' }));
    const listed = (await as('GET', '/v1/app/orders?limit=1000')).body;
    expect(listed.items.length).toBeGreaterThan(0);
    expect(new Set(listed.items.map(providerOf))).toEqual(new Set(['cdek']));
    const cdekCount = ((await t.database.get("SELECT count(*) AS n FROM orders WHERE company_id = 1 AND provider_key = 'cdek'")) as { n: number }).n;
    expect(listed.total).toBe(cdekCount);

    const synced: Item[] = [];
    let total = -1;
    let cursor = '';
    for (let more = true; more;) {
      const page = (await as('GET', `/v1/app/sync/orders?limit=1000&cursor=${cursor}`)).body;
      synced.push(...page.items);
      ({ cursor, hasMore: more, total } = page);
    }
    expect(synced).toHaveLength(cdekCount);
    expect(total).toBe(cdekCount);
    expect(new Set(synced.map(providerOf))).toEqual(new Set(['cdek']));
    // The changes after the first pass too: a new boxberry order and a cdek one.
    await createOrder(t, orderBody(t, { providerKey: 'boxberry' }));
    const mine = await createOrder(t, orderBody(t, { providerKey: 'cdek' }));
    const tail = (await as('GET', `/v1/app/sync/orders?limit=1000&cursor=${cursor}`)).body;
    expect(tail.items.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(tail.total).toBe(cdekCount + 1);
  });
});

describe('label and waybill files', () => {
  it('a cdek-only token downloads files of cdek orders only, not an admin\'s file that holds a boxberry order', async () => {
    const mine = await createOrder(t, orderBody(t, { providerKey: 'cdek' }));
    const theirs = await createOrder(t, orderBody(t, { providerKey: 'boxberry' }));
    const mixed = await t.call('POST', '/v1/app/orders/labels', { token: ADMIN_TOKEN, body: { orderIds: [mine.id, theirs.id] } });
    const waybills = await t.call('POST', '/v1/app/orders/waybills', { token: ADMIN_TOKEN, body: { orderIds: [mine.id, theirs.id] } });
    const own = await as('POST', '/v1/app/orders/labels', { orderIds: [mine.id] });
    expect((await as('GET', mixed.body.items[0].url)).status).toBe(403);
    expect((await t.call('GET', mixed.body.items[0].url, { token: ADMIN_TOKEN })).status).toBe(200);
    const byProvider = (key: string) => waybills.body.items.find((f: { providerKey: string }) => f.providerKey === key).url;
    expect((await as('GET', byProvider('boxberry'))).status).toBe(403);
    expect((await as('GET', byProvider('cdek'))).status).toBe(200);
    expect((await as('GET', own.body.items[0].url)).status).toBe(200);
  });
});
