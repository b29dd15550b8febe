// Points by sync cursor (docs/sync.md "Pull"): one collection for every company, paged in version order from
// scratch and from a cursor, with changes and removals (global tombstones) after it, and cursors that only
// the global horizon ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../src/contract';
import { pointsRepo } from '../../server/src/db/repos/points';
import { POINTS_WHEN_UNSET } from '../../server/src/db/seed/points';
import { runHousekeeping } from '../../server/src/sync/housekeeping';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';
const DAY = 24 * 60 * 60 * 1000;

// Seeding the demo world can outlast the 10 s hook default on a busy 2-core machine.
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
}, 60_000);
afterAll(() => t.close());

type Page = { items: Point[]; deleted: string[]; cursor: string; hasMore: boolean; total: number };

async function pull(cursor: string | undefined, limit: number, token = admin): Promise<Page> {
  const query = new URLSearchParams({ limit: String(limit), ...(cursor === undefined ? {} : { cursor }) });
  const res = await t.call('GET', `/v1/app/sync/points?${query}`, { token });
  if (res.status !== 200) throw new Error(`pull points ${cursor}: ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.headers.get('Sync-Cursor')).toBe(res.body.cursor);
  expect(res.headers.get('Sync-Has-More')).toBe(String(res.body.hasMore));
  // The counts that let a collection stored as pages keep the body unparsed.
  expect(res.headers.get('Sync-Total')).toBe(String(res.body.total));
  expect(res.headers.get('Sync-Items')).toBe(String(res.body.items.length));
  expect(res.headers.get('Sync-Deleted')).toBe(String(res.body.deleted.length));
  return res.body as Page;
}

async function pullAll(cursor: string | undefined, limit: number, token = admin) {
  const pages: Page[] = [];
  for (let c = cursor; ;) {
    const page = await pull(c, limit, token);
    pages.push(page);
    c = page.cursor;
    if (!page.hasMore) return { pages, cursor: c, items: pages.flatMap((p) => p.items), deleted: pages.flatMap((p) => p.deleted) };
  }
}

const tick = async (changes: number, removals: number) =>
  (await t.call('POST', `/v1/demo/points/tick?changes=${changes}&removals=${removals}`, { token: admin })).body as {
    changed: string[];
    removed: string[];
  };

describe('pull', () => {
  it('pages every point from scratch in version order; the items are the list items', async () => {
    const all = await pullAll(undefined, 1000);
    expect(all.pages).toHaveLength(Math.ceil(POINTS_WHEN_UNSET / 1000));
    expect(all.items).toHaveLength(POINTS_WHEN_UNSET);
    expect(new Set(all.items.map((p) => p.id)).size).toBe(POINTS_WHEN_UNSET);
    const versions = all.items.map((p) => p.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(all.pages.at(-1)).toMatchObject({ total: POINTS_WHEN_UNSET, hasMore: false });
    const listed = (await t.call('GET', '/v1/app/list/points?limit=100', { token: admin })).body.items as Point[];
    expect(all.items.slice(0, 100)).toEqual(listed);
  });

  it('answers 100 a page by default and resumes from a cursor with exactly the rest', async () => {
    const first = await pull(undefined, 100);
    expect(first.items).toHaveLength(100);
    const { changed } = await tick(2, 0);
    const rest = await pullAll(first.cursor, 500);
    const ids = new Set([...first.items, ...rest.items].map((p) => p.id));
    expect(ids.size).toBe(POINTS_WHEN_UNSET);
    // A point changed meanwhile comes (again) with its new version; nothing else repeats.
    for (const id of changed) expect(rest.items.filter((p) => p.id === id)).toHaveLength(1);
    expect(rest.items.length).toBe(POINTS_WHEN_UNSET - 100 + [...new Set(changed)].filter((id) => first.items.some((p) => p.id === id)).length);
  });

  it('brings changed points and removals after the cursor, to every company', async () => {
    const mine = await pullAll(undefined, 1000);
    const theirs = await pullAll(undefined, 1000, other);
    const before = new Map(mine.items.map((p) => [p.id, p]));
    const { changed, removed } = await tick(3, 1);
    expect(removed).toHaveLength(1);
    for (const [cursor, token] of [[mine.cursor, admin], [theirs.cursor, other]] as const) {
      const next = await pullAll(cursor, 100, token);
      expect(next.deleted).toEqual(removed);
      const newer = changed.filter((id) => !removed.includes(id));
      expect(next.items.map((p) => p.id).sort()).toEqual([...new Set(newer)].sort());
      for (const p of next.items) {
        const old = before.get(p.id)!;
        expect(p.version).toBeGreaterThan(old.version);
        // A point drawn twice may have been switched off and on again.
        if (changed.filter((id) => id === p.id).length === 1) expect(p.timetable !== old.timetable || p.enabled !== old.enabled).toBe(true);
      }
      expect(next.pages.at(-1)?.total).toBe(mine.pages.at(-1)!.total - 1);
    }
    const gone = await t.call('GET', `/v1/app/list/points?filter=id=${removed[0]}`, { token: admin });
    expect(gone.body.total).toBe(0);
  });

  it('a point written through the repo reads back the same from the list and the cursor', async () => {
    const { cursor } = await pullAll(undefined, 1000);
    const repo = pointsRepo(t.db);
    const some = (await t.call('GET', '/v1/app/list/points?filter=city=Казань&limit=1', { token: admin })).body.items[0] as Point;
    const saved = await repo.save({ ...some, timetable: 'Пн-Пт 10:00-19:00', worktime: [1, 2, 3, 4, 5].map((day) => ({ day, from: '10:00', to: '19:00' })) });
    const next = await pullAll(cursor, 100);
    expect(next.items).toEqual([saved]);
    const listed = (await t.call('GET', `/v1/app/list/points?filter=id=${some.id}`, { token: admin })).body.items;
    expect(listed).toEqual([saved]);
  });
});

describe('cursors of a collection that belongs to no company', () => {
  it("are not ended by one company's expire-cursors switch", async () => {
    const points = await pullAll(undefined, 1000);
    const shops = await t.call('GET', '/v1/app/sync/shops?limit=1000', { token: admin });
    expect((await t.call('POST', '/v1/demo/sync/expire-cursors', { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/v1/app/sync/shops?cursor=${shops.body.cursor}`, { token: admin })).status).toBe(410);
    expect((await t.call('GET', `/v1/app/sync/points?cursor=${points.cursor}`, { token: admin })).status).toBe(200);
  });

  it('expire when their tombstones are purged (TOMBSTONE_DAYS), and a pass from scratch then finishes', async () => {
    const { cursor } = await pullAll(undefined, 1000);
    await tick(0, 1);
    t.advance(31 * DAY);
    await runHousekeeping(t, t.now(), 30);
    const res = await t.call('GET', `/v1/app/sync/points?cursor=${cursor}`, { token: admin });
    expect(res).toMatchObject({ status: 410, body: { code: '041001' } });
    const again = await pullAll(undefined, 1000);
    expect(again.items).toHaveLength(again.pages.at(-1)!.total);
    expect(again.deleted).toEqual([]);
  });

  it('may be pulled by any role; no token answers 040101', async () => {
    expect((await pull(undefined, 10, 'api.order.info-token')).items).toHaveLength(10);
    expect(await t.call('GET', '/v1/app/sync/points')).toMatchObject({ status: 401, body: { code: '040101' } });
  });
});
