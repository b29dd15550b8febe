// The sync cursor (docs/api.md "Sync cursor"): pages in version order, resumable without gaps or repeats,
// tombstones for deletions, 410 for expired or unknown cursors, roles and company isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../server/src/sync/housekeeping';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';
const operator = 'api.order.info-token';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

type Page = { items: Array<{ id: string; version: number; name: string }>; deleted: string[]; cursor: string; hasMore: boolean; total: number };

async function pull(collection: string, cursor: string | undefined, limit: number, token = admin): Promise<Page> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor === undefined ? {} : { cursor }) });
  const res = await t.call('GET', `/v1/app/sync/${collection}?${query}`, { token });
  if (res.status !== 200) throw new Error(`pull ${collection} ${cursor}: ${res.status} ${JSON.stringify(res.body)}`);
  // The headers that let the puller ask for the next page before the body has arrived say what the body says.
  expect(res.headers.get('Sync-Cursor')).toBe(res.body.cursor);
  expect(res.headers.get('Sync-Has-More')).toBe(String(res.body.hasMore));
  // The counts that let a collection stored as pages keep the body unparsed.
  expect(res.headers.get('Sync-Total')).toBe(String(res.body.total));
  expect(res.headers.get('Sync-Items')).toBe(String(res.body.items.length));
  expect(res.headers.get('Sync-Deleted')).toBe(String(res.body.deleted.length));
  return res.body as Page;
}

/** Pulls to the end; answers every page and the last cursor. */
async function pullAll(collection: string, cursor: string | undefined, limit: number, token = admin) {
  const pages: Page[] = [];
  for (let c = cursor; ;) {
    const page = await pull(collection, c, limit, token);
    pages.push(page);
    c = page.cursor;
    if (!page.hasMore) return { pages, cursor: c, items: pages.flatMap((p) => p.items), deleted: pages.flatMap((p) => p.deleted) };
  }
}

const addShop = async (name: string, token = admin) =>
  (await t.call('POST', '/v1/app/shops', { token, body: { name } })).body as { id: string; version: number };
const shopIds = async (token = admin) =>
  ((await t.call('GET', '/v1/app/shops?limit=1000', { token })).body.items as Array<{ id: string }>).map((s) => s.id).sort();

describe('paging', () => {
  it('pages from scratch in version order; the pages add up to the live rows', async () => {
    for (const name of ['Sync A', 'Sync B', 'Sync C']) await addShop(name);
    const all = await pullAll('shops', undefined, 2);
    expect(all.pages.length).toBeGreaterThan(1);
    const versions = all.items.map((s) => s.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(all.items.map((s) => s.id)).size).toBe(all.items.length);
    expect(all.items.map((s) => s.id).sort()).toEqual(await shopIds());
    expect(all.pages.at(-1)?.total).toBe(all.items.length);
    for (const page of all.pages.slice(0, -1)) expect(page.hasMore).toBe(true);
  });

  it('resumes from a cursor with exactly the rest, changes made meanwhile included', async () => {
    const first = await pull('shops', undefined, 2);
    const changed = await addShop('Sync D');
    const updated = first.items[0]!;
    await t.call('PUT', `/v1/app/shops/${updated.id}`, { token: admin, body: { name: 'Sync renamed' } });
    const rest = await pullAll('shops', first.cursor, 2);
    const seen = [...first.items, ...rest.items];
    // The renamed shop comes again with its new version; nothing else repeats, nothing is missing.
    expect(rest.items.filter((s) => s.id === updated.id)).toMatchObject([{ name: 'Sync renamed' }]);
    expect(rest.items.map((s) => s.id)).toContain(changed.id);
    expect(new Set(rest.items.map((s) => s.id)).size).toBe(rest.items.length);
    expect(new Set(seen.map((s) => s.id))).toEqual(new Set(await shopIds()));
    expect(Math.min(...rest.items.map((s) => s.version))).toBeGreaterThan(first.items.at(-1)!.version);
  });

  it('answers no changes, hasMore false and the same cursor when nothing changed', async () => {
    const end = await pullAll('shops', undefined, 100);
    const again = await pull('shops', end.cursor, 100);
    expect(again).toMatchObject({ items: [], deleted: [], cursor: end.cursor, hasMore: false, total: end.items.length });
  });

  it('delivers deletions as tombstones in version order with the rows', async () => {
    const { cursor } = await pullAll('shops', undefined, 100);
    const doomed = await addShop('Sync doomed');
    const kept = await addShop('Sync kept');
    expect((await t.call('DELETE', `/v1/app/shops/${doomed.id}`, { token: admin })).status).toBe(200);
    const next = await pullAll('shops', cursor, 1);
    // Three changes, one per page: the doomed row was deleted before the pull, so only its tombstone comes.
    expect(next.items.map((s) => s.id)).toEqual([kept.id]);
    expect(next.deleted).toEqual([doomed.id]);
    expect(next.pages.at(-1)?.total).toBe((await shopIds()).length);
  });
});

describe('cursor checks', () => {
  it('refuses a cursor that is not a version with 400 040001', async () => {
    for (const cursor of ['abc', '-1', '1.2.3', '1e5', ' 5', '0x10', '1.']) {
      const res = await t.call('GET', `/v1/app/sync/shops?cursor=${encodeURIComponent(cursor)}`, { token: admin, lang: 'en' });
      expect(res.status, cursor).toBe(400);
      expect(res.body, cursor).toMatchObject({ code: '040001', errors: [{ field: 'cursor', message: 'Invalid sync cursor' }] });
    }
  });

  it('answers 410 041001 for a cursor from the future (the data was reset)', async () => {
    for (const cursor of ['999999999', '1.999999999', '99999999999999999999']) {
      const res = await t.call('GET', `/v1/app/sync/shops?cursor=${cursor}`, { token: admin });
      expect(res.status, cursor).toBe(410);
      expect(res.body.code).toBe('041001');
    }
  });

  it("expire-cursors ends only the caller's company's cursors", async () => {
    const mine = await pullAll('shops', undefined, 100);
    const theirs = await pullAll('shops', undefined, 100, other);
    expect((await t.call('POST', '/v1/demo/sync/expire-cursors', { token: other })).status).toBe(200);
    expect((await t.call('GET', `/v1/app/sync/shops?cursor=${mine.cursor}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/v1/app/sync/shops?cursor=${theirs.cursor}`, { token: other })).status).toBe(410);
  });

  it('expires every cursor after expire-cursors; a pass from scratch then pages to the end', async () => {
    const shops = await pullAll('shops', undefined, 100);
    const rules = await pullAll('rules', undefined, 100);
    const partial = await pull('warehouses', undefined, 1);
    expect((await t.call('POST', '/v1/demo/sync/expire-cursors', { token: admin })).status).toBe(200);
    for (const [collection, cursor] of [['shops', shops.cursor], ['rules', rules.cursor], ['warehouses', partial.cursor]]) {
      const res = await t.call('GET', `/v1/app/sync/${collection}?cursor=${cursor}`, { token: admin, lang: 'en' });
      expect(res.status, collection).toBe(410);
      expect(res.body).toMatchObject({ code: '041001', message: 'The sync cursor has expired: pull the collection from scratch' });
    }
    const ru = await t.call('GET', `/v1/app/sync/shops?cursor=${shops.cursor}`, { token: admin });
    expect(ru.body.message).toBe('Курсор синхронизации устарел: загрузите данные заново');
    // Every version of the new pass lies below the horizon, yet its cursors stay good to the end.
    const fresh = await pullAll('shops', undefined, 1);
    expect(fresh.pages.length).toBe(shops.items.length);
    expect(fresh.items.map((s) => s.id).sort()).toEqual(await shopIds());
    expect(fresh.deleted).toEqual([]);
  });

  it('purges tombstones older than TOMBSTONE_DAYS; a cursor from before then answers 410', async () => {
    const { cursor } = await pullAll('shops', undefined, 100);
    const shop = await addShop('Sync old');
    await t.call('DELETE', `/v1/app/shops/${shop.id}`, { token: admin });
    const recent = await pullAll('shops', cursor, 100);
    expect(recent.deleted).toEqual([shop.id]);
    await runHousekeeping(t, t.now() + 29 * DAY, 30);
    expect((await pullAll('shops', cursor, 100)).deleted).toEqual([shop.id]);
    await runHousekeeping(t, t.now() + 31 * DAY, 30);
    expect((await t.call('GET', `/v1/app/sync/shops?cursor=${cursor}`, { token: admin })).status).toBe(410);
    // A client that had already pulled the deletion is not affected.
    expect((await pull('shops', recent.cursor, 100)).items).toEqual([]);
  });
});

describe('access', () => {
  it('needs a token', async () => {
    const res = await t.call('GET', '/v1/app/sync/shops');
    expect(res).toMatchObject({ status: 401, body: { code: '040101' } });
  });

  it('answers 404 for collections it does not have', async () => {
    for (const name of ['parcels', 'nope', '__proto__', 'constructor', 'toString']) {
      const res = await t.call('GET', `/v1/app/sync/${name}`, { token: admin });
      expect(res.status, name).toBe(404);
      expect(res.body.code).toBe('040404');
    }
  });

  it('follows the roles of each collection: the operator pulls shops and warehouses, not rules or connections', async () => {
    expect((await t.call('GET', '/v1/app/sync/shops', { token: operator })).status).toBe(200);
    expect((await t.call('GET', '/v1/app/sync/warehouses', { token: operator })).status).toBe(200);
    for (const name of ['rules', 'connections']) {
      const res = await t.call('GET', `/v1/app/sync/${name}`, { token: operator });
      expect(res.status, name).toBe(403);
      expect(res.body.code).toBe('040301');
      expect((await t.call('GET', `/v1/app/sync/${name}`, { token: admin })).status).toBe(200);
    }
  });

  it('never shows another company its rows or tombstones', async () => {
    const start = await pullAll('shops', undefined, 100, other);
    const mine = await shopIds();
    expect(start.items.map((s) => s.id).sort()).toEqual(await shopIds(other));
    expect(start.items.some((s) => mine.includes(s.id))).toBe(false);
    const shop = await addShop('Company 1 only');
    await t.call('DELETE', `/v1/app/shops/${shop.id}`, { token: admin });
    await addShop('Company 1 again');
    const after = await pull('shops', start.cursor, 100, other);
    expect(after).toMatchObject({ items: [], deleted: [], hasMore: false, total: start.items.length });
    for (const name of ['warehouses', 'connections', 'rules']) {
      const page = await pull(name, undefined, 100, other);
      const own = (await t.call('GET', `/v1/app/${name === 'rules' ? 'editors/tariff/rules' : name}?limit=1000`, { token: other })).body;
      expect(page.items.map((x) => x.id).sort(), name).toEqual(own.items.map((x: { id: string }) => x.id).sort());
      expect(page.total).toBe(own.total);
    }
  });
});
