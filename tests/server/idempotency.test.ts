// Idempotency-Key (docs/api.md "Idempotency"): a repeat answers the stored first answer, once; in progress 409,
// another request under the same key 422; 5xx are not kept; 4xx rejections replay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { ABANDONED_AFTER_MS } from '../../server/src/db/repos/idempotency-keys';
import { runHousekeeping } from '../../server/src/sync/housekeeping';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';
const DAY = 24 * 60 * 60 * 1000;
const REPLAY = 'Idempotent-Replayed';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

let n = 0;
const newKey = () => `key-${++n}-${Math.random().toString(36).slice(2)}`;
const send = (method: string, path: string, key: string, body?: unknown, token = admin, lang?: string) =>
  t.call(method, path, { token, body, lang, headers: { 'Idempotency-Key': key } });
const shopsNamed = async (name: string) =>
  ((await t.database.get('SELECT count(*) AS n FROM shops WHERE name = ?', name)) as { n: number }).n;

describe('Idempotency-Key', () => {
  it('runs a write once and answers a repeat with the stored answer and the replay header', async () => {
    const key = newKey();
    const first = await send('POST', '/v1/app/shops', key, { name: 'Idem once', phone: '+7 900 000-00-01' });
    // The middleware read the raw body for its hash; the JSON validator still got the body (Hono's cache).
    expect(first).toMatchObject({ status: 200, body: { name: 'Idem once', phone: '+7 900 000-00-01' } });
    expect(first.headers.get(REPLAY)).toBeNull();
    const again = await send('POST', '/v1/app/shops', key, { name: 'Idem once', phone: '+7 900 000-00-01' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REPLAY)).toBe('true');
    expect(again.headers.get('X-Tracing-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await shopsNamed('Idem once'))).toBe(1);
  });

  it('replays updates and deletes too', async () => {
    const shop = (await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Idem edit' } })).body;
    const key = newKey();
    const put = await send('PUT', `/v1/app/shops/${shop.id}`, key, { name: 'Idem edited' });
    expect((await send('PUT', `/v1/app/shops/${shop.id}`, key, { name: 'Idem edited' })).body.version).toBe(put.body.version);
    const delKey = newKey();
    expect((await send('DELETE', `/v1/app/shops/${shop.id}`, delKey)).body).toEqual({ id: shop.id });
    const again = await send('DELETE', `/v1/app/shops/${shop.id}`, delKey);
    expect(again.headers.get(REPLAY)).toBe('true');
    expect(again.body).toEqual({ id: shop.id });
  });

  it('answers 422 042201 for the same key with another body or path', async () => {
    const key = newKey();
    await send('POST', '/v1/app/shops', key, { name: 'Idem first' });
    for (const [path, body] of [['/v1/app/shops', { name: 'Idem second' }], ['/v1/app/warehouses', { name: 'Idem first' }]] as const) {
      const res = await send('POST', path, key, body, admin, 'en');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: '042201', message: 'This Idempotency-Key was already used with another request' });
    }
    expect((await shopsNamed('Idem second'))).toBe(0);
  });

  it('answers 409 040909 while the first request runs, and takes over a key abandoned by a crash', async () => {
    const key = newKey();
    const body = { name: 'Idem running' };
    await send('POST', '/v1/app/shops', key, body);
    // As if the first request were still running: the stored answer is not there yet.
    (await t.database.run('UPDATE idempotency_keys SET status = NULL, response_json = NULL, created_at = ? WHERE key = ?', t.now(), key));
    const res = await send('POST', '/v1/app/shops', key, body);
    expect(res).toMatchObject({ status: 409, body: { code: '040909', message: 'Задача в процессе обработки' } });
    t.advance(ABANDONED_AFTER_MS + 1);
    const retried = await send('POST', '/v1/app/shops', key, body);
    expect(retried.status).toBe(200);
    expect(retried.headers.get(REPLAY)).toBeNull();
  });

  it('frees at once, on another instance, a key whose request died with its instance (its heartbeat lapsed)', async () => {
    const key = newKey();
    const body = { name: 'Idem crashed' };
    await send('POST', '/v1/app/shops', key, body);
    // The first request had claimed the key and was running when its instance was killed: its answer never came,
    // and the instance's heartbeat has lapsed (no such instance is alive).
    (await t.database.run("UPDATE idempotency_keys SET status = NULL, response_json = NULL, created_at = ?, owner = 'killed-instance' WHERE key = ?", t.now(), key));
    (await t.database.run('DELETE FROM shops WHERE name = ?', body.name));
    // Another instance on the same database, well within ABANDONED_AFTER_MS.
    const db = t.reopen();
    try {
      const restarted = createApp({ db, config: { demo: true, staticDir: null }, now: t.now });
      const res = await restarted.request('/v1/app/shops', {
        method: 'POST', body: JSON.stringify(body),
        headers: { Authorization: admin, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get(REPLAY)).toBeNull();
      expect((await shopsNamed(body.name))).toBe(1);
      // And the key now holds the new answer.
      const again = await restarted.request('/v1/app/shops', {
        method: 'POST', body: JSON.stringify(body),
        headers: { Authorization: admin, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      });
      expect(again.headers.get(REPLAY)).toBe('true');
    } finally {
      await db.close();
    }
  });

  it('answers the row a keyed create made when its instance died before storing the answer: no second row', async () => {
    const key = newKey();
    const body = { name: 'Idem made before the crash' };
    const first = await send('POST', '/v1/app/shops', key, body);
    expect(first.status).toBe(200);
    // The shop was committed; the instance was killed before the answer was stored, and its heartbeat lapsed.
    (await t.database.run("UPDATE idempotency_keys SET status = NULL, response_json = NULL, owner = 'killed-instance' WHERE key = ?", key));
    const retried = await send('POST', '/v1/app/shops', key, body);
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBe(first.body.id);
    expect((await shopsNamed(body.name))).toBe(1);
  });

  it('stores a 4xx rejection: the replay is the same rejection, even in another language', async () => {
    const key = newKey();
    const first = await send('POST', '/v1/app/shops', key, { name: '  ' });
    expect(first).toMatchObject({ status: 400, body: { code: '040001', errors: [{ field: 'name', message: 'Необходимо заполнить Имя Магазина' }] } });
    const again = await send('POST', '/v1/app/shops', key, { name: '  ' }, admin, 'en');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get(REPLAY)).toBe('true');
    // A rejection thrown by the handler (not the validator) is kept the same way.
    const badEmail = newKey();
    const rejected = await send('POST', '/v1/app/shops', badEmail, { name: 'Idem email', email: 'nope' });
    expect(rejected.body.errors).toEqual([{ field: 'email', message: 'Неправильный email' }]);
    expect((await send('POST', '/v1/app/shops', badEmail, { name: 'Idem email', email: 'nope' })).headers.get(REPLAY)).toBe('true');
  });

  it('keeps no 5xx: a retry after a server error runs again', async () => {
    const key = newKey();
    // A write the database refuses for no fault of the request, as a full disk would.
    const postgres = t.db.dialect === 'postgres';
    if (postgres) {
      await t.database.run("CREATE FUNCTION idem_boom() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$ LANGUAGE plpgsql");
      await t.database.run('CREATE TRIGGER idem_boom BEFORE INSERT ON shops FOR EACH ROW EXECUTE FUNCTION idem_boom()');
    } else {
      await t.database.run("CREATE TEMP TRIGGER idem_boom BEFORE INSERT ON shops BEGIN SELECT RAISE(ABORT, 'disk on fire'); END");
    }
    const failed = await send('POST', '/v1/app/shops', key, { name: 'Idem 500' });
    await t.database.run(postgres ? 'DROP TRIGGER idem_boom ON shops' : 'DROP TRIGGER idem_boom');
    expect(failed).toMatchObject({ status: 500, body: { code: '050001' } });
    expect((await t.database.get('SELECT count(*) AS n FROM idempotency_keys WHERE key = ?', key))).toEqual({ n: 0 });
    const retried = await send('POST', '/v1/app/shops', key, { name: 'Idem 500' });
    expect(retried.status).toBe(200);
    expect(retried.headers.get(REPLAY)).toBeNull();
    expect((await shopsNamed('Idem 500'))).toBe(1);
  });

  it('scopes keys by company', async () => {
    const key = newKey();
    const mine = await send('POST', '/v1/app/shops', key, { name: 'Idem shared key' });
    const theirs = await send('POST', '/v1/app/shops', key, { name: 'Idem shared key' }, other);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get(REPLAY)).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('ignores the key on reads and works without one', async () => {
    const key = newKey();
    expect((await send('GET', '/v1/app/shops', key)).headers.get(REPLAY)).toBeNull();
    expect((await send('GET', '/v1/app/shops', key)).headers.get(REPLAY)).toBeNull();
    await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Idem no key' } });
    await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Idem no key' } });
    expect((await shopsNamed('Idem no key'))).toBe(2);
  });

  it('refuses a key over 200 characters or blank', async () => {
    const long = await send('POST', '/v1/app/shops', 'k'.repeat(201), { name: 'Idem long' });
    expect(long).toMatchObject({ status: 400, body: { code: '040001', errors: [{ field: 'Idempotency-Key' }] } });
    expect((await send('POST', '/v1/app/shops', 'k'.repeat(200), { name: 'Idem 200' })).status).toBe(200);
    expect((await send('POST', '/v1/app/shops', ' ', { name: 'Idem blank' })).status).toBe(400);
  });

  it('checks auth and roles before the key: a refused call stores nothing', async () => {
    const key = newKey();
    const res = await send('POST', '/v1/app/connections', key, { name: 'x', providerKey: 'cdek' }, 'api.order.info-token');
    expect(res.status).toBe(403);
    expect((await t.database.get('SELECT count(*) AS n FROM idempotency_keys WHERE key = ?', key))).toEqual({ n: 0 });
  });

  it('forgets keys after 30 days', async () => {
    const key = newKey();
    await send('POST', '/v1/app/shops', key, { name: 'Idem old' });
    await runHousekeeping(t, t.now() + 29 * DAY, 30);
    expect((await send('POST', '/v1/app/shops', key, { name: 'Idem old' })).headers.get(REPLAY)).toBe('true');
    await runHousekeeping(t, t.now() + 31 * DAY, 30);
    expect((await send('POST', '/v1/app/shops', key, { name: 'Idem old' })).headers.get(REPLAY)).toBeNull();
    expect((await shopsNamed('Idem old'))).toBe(2);
  });
});
