// Planned pages (Sync-Ahead and `until`): a puller that knows where the next pages start fetches them all at
// once; the pages never overlap and, applied in order and followed by a pull from the last one, give exactly
// what one page after another gives, even when points change or go while the planned pages are fetched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../src/contract';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
const admin = 'admin-token';

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

type Page = { items: Array<{ id: string; version: number }>; deleted: string[]; cursor: string; hasMore: boolean; total: number; ahead: string[] };

async function pull(collection: string, params: Record<string, string | number>, token = admin): Promise<Page> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await t.call('GET', `/v1/app/sync/${collection}?${query}`, { token });
  if (res.status !== 200) throw new Error(`pull ${collection}: ${res.status} ${JSON.stringify(res.body)}`);
  const ahead = res.headers.get('Sync-Ahead');
  return { ...res.body, ahead: ahead ? ahead.split(',') : [] };
}

/** One page after another, as a puller without a plan does. */
async function pullInTurn(collection: string, cursor: string, token = admin): Promise<Page[]> {
  const pages: Page[] = [];
  for (let at = cursor; ;) {
    const page = await pull(collection, { limit: 100, ...(at ? { cursor: at } : {}) }, token);
    pages.push(page);
    if (!page.hasMore) return pages;
    at = page.cursor;
  }
}

/** Items and deletions applied in order: what a store holds afterwards (id -> version). */
function applied(pages: Page[], start = new Map<string, number>()): Map<string, number> {
  const store = new Map(start);
  for (const page of pages) {
    for (const item of page.items) store.set(item.id, item.version);
    for (const id of page.deleted) store.delete(id);
  }
  return store;
}

const tick = (changes: number, removals: number) => t.call('POST', `/v1/demo/points/tick?changes=${changes}&removals=${removals}`, { token: admin });

/** The first page with a plan, then the planned pages all at once, each bounded by the start of the next. */
async function pullPlanned(collection: string, ahead: number, between?: () => Promise<unknown>, token = admin) {
  const first = await pull(collection, { limit: 100, ahead }, token);
  const starts = [first.cursor, ...first.ahead];
  await between?.();
  const planned = await Promise.all(starts.map((cursor, i) =>
    pull(collection, { limit: 100, cursor, ...(starts[i + 1] ? { until: starts[i + 1] } : {}) }, token)));
  return { first, starts, planned };
}

describe('planned pages', () => {
  it('tell the starts of the pages ahead; fetched at once they equal one page after another', async () => {
    const { first, starts, planned } = await pullPlanned('points', 8);
    expect(first.ahead).toHaveLength(8);
    // Every bounded page ends exactly where the next planned one starts, and is full.
    planned.slice(0, -1).forEach((page, i) => {
      expect(page.cursor).toBe(starts[i + 1]);
      expect(page.items).toHaveLength(100);
      expect(page.hasMore).toBe(true);
    });
    const inTurn = await pullInTurn('points', '');
    expect([first, ...planned].flatMap((p) => p.items)).toEqual(inTurn.slice(0, 10).flatMap((p) => p.items));
    expect(planned.at(-1)!.cursor).toBe(inTurn[9].cursor);
  });

  it('never overlap nor miss a point that changes or goes while they are fetched', async () => {
    const before = applied(await pullInTurn('points', ''));
    const { first, planned } = await pullPlanned('points', 12, () => tick(40, 5));
    const tail = await pullInTurn('points', planned.at(-1)!.cursor);
    const pages = [first, ...planned, ...tail];
    // No point twice within the planned range: a changed one moved past it, to the tail.
    const plannedIds = [first, ...planned].flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(plannedIds).size).toBe(plannedIds.length);
    const fresh = applied(await pullInTurn('points', ''));
    expect(fresh.size).toBe(before.size - 5);
    expect(applied(pages)).toEqual(fresh);
  });

  it('after the last page tell nothing, and the last start has changes after it', async () => {
    const inTurn = await pullInTurn('points', '');
    const beforeLast = inTurn.at(-2)!;
    const page = await pull('points', { limit: 100, cursor: beforeLast.cursor, ahead: 5 });
    expect(page.hasMore).toBe(false);
    expect(page.ahead).toEqual([]);
    const nearEnd = await pull('points', { limit: 100, cursor: inTurn.at(-4)!.cursor, ahead: 5 });
    // Two pages follow this one: the starts told are those after the next, so only the last page's.
    expect(nearEnd.ahead).toEqual([inTurn.at(-2)!.cursor]);
  });

  it("plan a company's own rows only", async () => {
    const other = await t.login(OTHER);
    const mine = await pullPlanned('orders', 3);
    const theirs = await pullPlanned('orders', 3, undefined, other);
    const ours = new Set([mine.first, ...mine.planned].flatMap((p) => p.items.map((i) => i.id)));
    for (const item of [theirs.first, ...theirs.planned].flatMap((p) => p.items)) expect(ours.has(item.id)).toBe(false);
    const all = applied(await pullInTurn('orders', ''));
    expect(applied([mine.first, ...mine.planned, ...await pullInTurn('orders', mine.planned.at(-1)!.cursor)])).toEqual(all);
  });

  it('refuse a bound before the cursor or of another format, and one from the future', async () => {
    const page = await pull('points', { limit: 100, ahead: 1 });
    const bad = (params: Record<string, string>) => t.call('GET', `/v1/app/sync/points?${new URLSearchParams(params)}`, { token: admin });
    expect(await bad({ cursor: page.ahead[0], until: page.cursor })).toMatchObject({ status: 400, body: { code: '040001' } });
    expect(await bad({ cursor: page.cursor, until: 'x' })).toMatchObject({ status: 400 });
    expect(await bad({ cursor: page.cursor, ahead: '51' })).toMatchObject({ status: 400 });
    expect(await bad({ cursor: page.cursor, until: '99999999999.0' })).toMatchObject({ status: 410, body: { code: '041001' } });
  });

  it('a page asked without ahead carries no Sync-Ahead header', async () => {
    const res = await t.call('GET', '/v1/app/sync/points?limit=10', { token: admin });
    expect(res.headers.get('Sync-Ahead')).toBeNull();
    expect((res.body.items as Point[]).length).toBe(10);
  });
});
