// A pass from scratch in the screen's order (server/src/sync/snapshot-order.ts): the newest orders first, the
// points of the named city first. The pages of the pass, applied in order, hold exactly the server's rows,
// also when rows are written, changed and deleted between its pages, and when its pages are planned ahead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createOrder, orderBody } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const admin = ADMIN_TOKEN;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Item = { id: string; version: number; created?: string; city?: string };
type Page = { items: Item[]; deleted: string[]; cursor: string; hasMore: boolean; total: number; ahead: string[] };

async function pull(collection: string, params: Record<string, string | number | undefined>): Promise<Page> {
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]): Array<[string, string]> => (v === undefined ? [] : [[k, String(v)]])));
  const res = await t.call('GET', `/v1/app/sync/${collection}?${query}`, { token: admin });
  if (res.status !== 200) throw new Error(`pull ${collection}: ${res.status} ${JSON.stringify(res.body)}`);
  const ahead = res.headers.get('Sync-Ahead');
  return { ...res.body, ahead: ahead ? ahead.split(',') : [] };
}

/** Page after page to the end; `between` runs after the given page. */
async function pullPass(collection: string, extra: Record<string, string | undefined> = {}, between?: (page: number) => Promise<unknown>) {
  const pages: Page[] = [];
  for (let cursor = ''; ;) {
    const page = await pull(collection, { limit: 100, ...extra, ...(cursor ? { cursor } : {}) });
    pages.push(page);
    await between?.(pages.length);
    if (!page.hasMore) return pages;
    cursor = page.cursor;
  }
}

function applied(pages: Page[]): Map<string, number> {
  const store = new Map<string, number>();
  for (const page of pages) {
    for (const item of page.items) store.set(item.id, item.version);
    for (const id of page.deleted) store.delete(id);
  }
  return store;
}

/** The server's rows now, by a pass in version order (shops have no order of their own; points without near). */
const truth = async (collection: string) => applied(await pullPass(collection));

describe('orders: the newest first', () => {
  it('a pass from scratch brings the newest orders first, each once, then nothing more', async () => {
    const pages = await pullPass('orders');
    const created = pages.flatMap((p) => p.items.map((i) => Date.parse(i.created!)));
    expect(created.length).toBeGreaterThan(1000);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const ids = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages.at(-1)).toMatchObject({ hasMore: false, total: ids.length });
    // Resuming from the pass's last cursor: nothing new.
    const after = await pull('orders', { cursor: pages.at(-1)!.cursor, limit: 100 });
    expect(after.items).toEqual([]);
  });

  it('orders written and changed between its pages come in the tail; the pass ends equal to the server', async () => {
    const made: string[] = [];
    const pages = await pullPass('orders', {}, async (n) => {
      if (n === 2) made.push((await createOrder(t, orderBody(t))).id);
      if (n === 4) {
        const ids = (await t.call('GET', '/v1/app/orders?limit=20&page=3', { token: admin })).body.items.map((o: Item) => o.id);
        for (const id of ids.slice(0, 5)) expect((await t.call('POST', `/v1/app/orders/${id}/cancel`, { token: admin })).status).toBeLessThan(300);
      }
    });
    const fresh = applied(await pullPass('orders'));
    expect(applied(pages)).toEqual(fresh);
    expect(fresh.has(made[0])).toBe(true);
  });

  it('planned pages of the pass, fetched at once, equal the pass page after page, the tail included', async () => {
    const inTurn = await pullPass('orders');
    const first = await pull('orders', { limit: 100, ahead: 50 });
    const starts = [first.cursor, ...first.ahead];
    expect(starts.length).toBe(Math.min(51, inTurn.length - 1));
    const planned = await Promise.all(starts.map((cursor, i) => pull('orders', { limit: 100, cursor, until: starts[i + 1] })));
    planned.slice(0, -1).forEach((page, i) => expect(page.cursor).toBe(starts[i + 1]));
    const got = [first, ...planned].flatMap((p) => p.items.map((i) => i.id));
    expect(got).toEqual(inTurn.slice(0, got.length / 100 + 1).flatMap((p) => p.items.map((i) => i.id)).slice(0, got.length));
  });
});

describe('points: the named city first', () => {
  it('a pass with near brings that city first, then every other point, each once', async () => {
    const pages = await pullPass('points', { near: 'казань' });
    const cities = pages.flatMap((p) => p.items.map((i) => i.city));
    const kazan = cities.filter((c) => c === 'Казань').length;
    expect(kazan).toBeGreaterThan(10);
    expect(cities.slice(0, kazan).every((c) => c === 'Казань')).toBe(true);
    expect(cities.slice(kazan).includes('Казань')).toBe(false);
    expect(applied(pages)).toEqual(await truth('points'));
  });

  it('changes and removals between its pages end equal to the server; planned pages cross into the tail', async () => {
    const pages = await pullPass('points', { near: 'Казань' }, async (n) => {
      if (n === 3) await t.call('POST', '/v1/demo/points/tick?changes=30&removals=3', { token: admin });
    });
    expect(applied(pages)).toEqual(await truth('points'));
    const first = await pull('points', { limit: 100, ahead: 50, near: 'Казань' });
    await t.call('POST', '/v1/demo/points/tick?changes=10&removals=1', { token: admin });
    const starts = [first.cursor, ...first.ahead];
    const planned = await Promise.all(starts.map((cursor, i) => pull('points', { limit: 100, cursor, until: starts[i + 1], near: 'Казань' })));
    const rest: Page[] = [];
    for (let cursor = planned.at(-1)!.cursor, more = planned.at(-1)!.hasMore; more; ) {
      const page = await pull('points', { limit: 100, cursor, near: 'Казань' });
      rest.push(page);
      cursor = page.cursor;
      more = page.hasMore;
    }
    expect(applied([first, ...planned, ...rest])).toEqual(await truth('points'));
  });

  it('refuses a page of the pass asked with another city, and reads everything for a city without points', async () => {
    const first = await pull('points', { limit: 100, near: 'Казань' });
    const res = await t.call('GET', `/v1/app/sync/points?limit=100&cursor=${first.cursor}&near=${encodeURIComponent('Москва')}`, { token: admin });
    expect(res).toMatchObject({ status: 400, body: { code: '040001' } });
    expect(applied(await pullPass('points', { near: 'Атлантида' }))).toEqual(await truth('points'));
  });

  it('a pass without near goes by version, as before', async () => {
    const page = await pull('points', { limit: 100 });
    expect(page.cursor).toMatch(/^\d+\.\d+$/);
  });
});
