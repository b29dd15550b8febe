import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelDb } from '../../src/db/schema';
import { parseStoredPage } from '../../src/db/stored-page';
import { FakeCursorServer } from '../../tests/support/outbox-world/fake-cursor-server';
import { pullCollection, type PageFetcher } from './pull';

let db: ParcelDb;
let n = 0;
const openDb = () => (db = new ParcelDb(`pull-test-${++n}`));
afterEach(() => db?.delete());

function serverWith(count: number): FakeCursorServer {
  const server = new FakeCursorServer();
  for (let i = 1; i <= count; i++) server.put(`o${i}`, { number: i });
  return server;
}

const fetcher = (server: FakeCursorServer): PageFetcher => async (_c, request) => server.page(request);
const ids = async () => (await db.orders.toArray()).map((r) => r.id).sort();
const serverIds = (server: FakeCursorServer) => [...server.rows.keys()].sort();

describe('pullCollection', () => {
  it('pulls every page in 100-item requests, commits the first page alone, then about 1,000 rows at a time', async () => {
    openDb();
    const server = serverWith(2345);
    const progress: number[] = [];
    const result = await pullCollection('orders', { db, fetchPage: fetcher(server), onProgress: (p) => progress.push(p.stored) });
    expect(result).toMatchObject({ stored: 2345, total: 2345, complete: true });
    expect(server.requests).toHaveLength(24);
    expect(progress).toEqual([100, 1100, 2100, 2345]);
    expect(await ids()).toEqual(serverIds(server));
    expect(await db.syncState.get('orders')).toMatchObject({ cursor: '2345.2345', total: 2345, complete: true });
  });

  it('resumes after a killed pull from the last commit, with no gap and nothing fetched twice past it', async () => {
    openDb();
    const server = serverWith(2500);
    let calls = 0;
    const dying: PageFetcher = async (c, request) => {
      if (++calls === 16) throw new Error('tab killed');
      return server.page(request);
    };
    await expect(pullCollection('orders', { db, fetchPage: dying })).rejects.toThrow('tab killed');
    // The pages before the failure are committed (with no next page coming, a batch goes early, at 300 rows).
    const saved = await db.syncState.get('orders');
    const stored = await db.orders.count();
    expect(stored).toBeGreaterThanOrEqual(1100);
    expect(saved?.cursor).toBe(`${stored}.2500`);
    expect(await db.orderWords.count()).toBe(stored);

    server.requests = [];
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    expect(server.requests[0]).toBe(`${stored}.2500`);
    expect(await ids()).toEqual(serverIds(server));
  });

  it('on a slow link writes a batch early, at 300 rows or more, instead of waiting for 1,000', async () => {
    openDb();
    const server = serverWith(1000);
    const progress: number[] = [];
    // The pages come one after another, 40 ms apart: the link, not the store, is the limit.
    let arrivals = Promise.resolve();
    const slow: PageFetcher = async (_c, request) => {
      const mine = arrivals.then(() => new Promise<void>((resolve) => setTimeout(resolve, 40)));
      arrivals = mine;
      await mine;
      return server.page(request);
    };
    await pullCollection('orders', { db, fetchPage: slow, onProgress: (p) => progress.push(p.stored) });
    expect(progress[0]).toBe(100);
    expect(progress[1]).toBeGreaterThanOrEqual(400);
    expect(progress[1]).toBeLessThan(1000);
    const batches = progress.slice(1, -1).map((stored, i) => stored - progress[i]);
    expect(batches.every((rows) => rows >= 300)).toBe(true);
    expect(progress.at(-1)).toBe(1000);
    expect(await ids()).toEqual(serverIds(server));
  });

  it('names the home city on every page of a pass from scratch, and still the same one when it resumes', async () => {
    openDb();
    const server = serverWith(2500);
    const nears: Array<string | undefined> = [];
    let calls = 0;
    const recording = (dieAt: number): PageFetcher => async (_c, request) => {
      nears.push(request.near);
      if (++calls === dieAt) throw new Error('tab killed');
      return server.page(request);
    };
    await expect(pullCollection('orders', { db, fetchPage: recording(16), nearFor: async () => 'Казань' })).rejects.toThrow('tab killed');
    expect(await db.syncState.get('orders')).toMatchObject({ near: 'Казань', complete: false });
    await pullCollection('orders', { db, fetchPage: recording(0), nearFor: async () => 'Самара' });
    expect(new Set(nears)).toEqual(new Set(['Казань']));
    // A new pass from scratch asks again.
    await db.syncState.clear();
    nears.length = 0;
    await pullCollection('orders', { db, fetchPage: recording(0), nearFor: async () => 'Самара' });
    expect(new Set(nears)).toEqual(new Set(['Самара']));
  });

  it('fetches only what changed since the cursor, deletions included', async () => {
    openDb();
    const server = serverWith(300);
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    server.put('o5', { number: 'changed' });
    server.remove('o7');
    server.put('o999', { number: 999 });
    server.requests = [];
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    expect(server.requests).toEqual(['300.300']);
    expect(await db.orders.get('o5')).toMatchObject({ number: 'changed', version: 301 });
    expect(await db.orders.get('o7')).toBeUndefined();
    expect(await ids()).toEqual(serverIds(server));
  });

  it('pulls everything again after an expired cursor and drops what the server deleted meanwhile', async () => {
    openDb();
    const server = serverWith(250);
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    server.remove('o1');
    server.remove('o2');
    server.expireCursors(); // the tombstones of o1 and o2 are gone: only a full pass can notice
    server.put('o3', { number: 'new' });
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    expect(await ids()).toEqual(serverIds(server));
    expect(await db.orders.get('o3')).toMatchObject({ number: 'new' });
    expect((await db.syncState.get('orders'))?.pass).toBe(2);
  });

  it('keeps each order\'s search words with it: written with the row, gone with a deletion or a sweep', async () => {
    openDb();
    const server = new FakeCursorServer();
    for (let i = 1; i <= 250; i++) server.put(`o${i}`, { number: `PC-${i}` });
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    expect(await db.orderWords.get('o5')).toEqual({ id: 'o5', words: ' pc-5' });

    server.remove('o5');
    server.put('o6', { number: 'PC-6', recipient: { city: 'Казань' } });
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    expect(await db.orderWords.get('o5')).toBeUndefined();
    expect(await db.orderWords.get('o6')).toEqual({ id: 'o6', words: ' pc-6 казань' });

    server.remove('o7');
    server.expireCursors(); // o7's tombstone is gone: the sweep after the new pass removes it
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    expect(await db.orders.get('o7')).toBeUndefined();
    expect((await db.orderWords.toCollection().primaryKeys()).sort()).toEqual(serverIds(server));
  });

  describe('a collection stored as pages (points)', () => {
    /** The stored pages' live points, as the points worker reads them: in order, deletions applied. */
    async function pagedIds(): Promise<string[]> {
      const live = new Set<string>();
      for (const { body } of await db.pointPages.orderBy('seq').toArray()) {
        const page = parseStoredPage<{ id: string }>(body);
        page.deleted.forEach((id) => live.delete(id));
        page.items.forEach((item) => live.add(item.id));
      }
      return [...live].sort();
    }
    /** The real fetcher keeps a paged collection's answer as bytes, with the counts from its headers. */
    const pagedFetcher = (server: FakeCursorServer): PageFetcher => async (_c, request) => {
      const page = server.page(request);
      const body = new TextEncoder().encode(JSON.stringify(page)).buffer;
      return { ...page, items: [], deleted: [], kept: { body, items: page.items.length, deleted: page.deleted.length } };
    };

    it('stores one record per page as it came, ten pages a transaction after the first, and later only pages with changes', async () => {
      openDb();
      const server = serverWith(2345);
      const progress: number[] = [];
      await pullCollection('points', { db, fetchPage: pagedFetcher(server), onProgress: (p) => progress.push(p.stored) });
      expect(progress).toEqual([100, 1100, 2100, 2345]);
      expect(await db.pointPages.count()).toBe(24);
      expect(await pagedIds()).toEqual(serverIds(server));

      await pullCollection('points', { db, fetchPage: pagedFetcher(server) });
      expect(await db.pointPages.count()).toBe(24); // nothing new: the cursor is saved, no empty page
      server.put('o5', { number: 'changed' });
      server.remove('o7');
      await pullCollection('points', { db, fetchPage: pagedFetcher(server) });
      expect(await db.pointPages.count()).toBe(25);
      expect(await pagedIds()).toEqual(serverIds(server));
    });

    it('keeps the text of an API host that sends no count headers', async () => {
      openDb();
      await pullCollection('points', { db, fetchPage: fetcher(serverWith(150)) });
      expect(typeof (await db.pointPages.toCollection().first())?.body).toBe('string');
      expect(await pagedIds()).toHaveLength(150);
    });

    it('after an expired cursor keeps the old pages until the new pass is complete, then sweeps them', async () => {
      openDb();
      const server = serverWith(250);
      await pullCollection('points', { db, fetchPage: pagedFetcher(server) });
      server.remove('o1');
      server.expireCursors();
      await pullCollection('points', { db, fetchPage: pagedFetcher(server) });
      expect(await db.pointPages.where('pass').below(2).count()).toBe(0);
      expect(await db.pointPages.count()).toBe(3);
      expect(await pagedIds()).toEqual(serverIds(server));
    });
  });
});
