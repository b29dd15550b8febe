import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelDb } from '../../src/db/schema';
import { FakeCursorServer } from './fake-cursor-server';
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

const fetcher = (server: FakeCursorServer): PageFetcher => async (_c, cursor, limit) => server.page(cursor, limit);
const ids = async () => (await db.orders.toArray()).map((r) => r.id).sort();
const serverIds = (server: FakeCursorServer) => [...server.rows.keys()].sort();

describe('pullCollection', () => {
  it('pulls every page in 100-item requests and commits about 1,000 rows at a time', async () => {
    openDb();
    const server = serverWith(2345);
    const progress: number[] = [];
    const result = await pullCollection('orders', { db, fetchPage: fetcher(server), onProgress: (p) => progress.push(p.stored) });
    expect(result).toMatchObject({ stored: 2345, total: 2345, complete: true });
    expect(server.requests).toHaveLength(24);
    expect(progress).toEqual([1000, 2000, 2345]);
    expect(await ids()).toEqual(serverIds(server));
    expect(await db.syncState.get('orders')).toMatchObject({ cursor: '2345.2345', total: 2345, complete: true });
  });

  it('resumes after a killed pull from the last commit, with no gap and nothing fetched twice past it', async () => {
    openDb();
    const server = serverWith(2500);
    let calls = 0;
    const dying: PageFetcher = async (c, cursor, limit) => {
      if (++calls === 16) throw new Error('tab killed');
      return server.page(cursor, limit);
    };
    await expect(pullCollection('orders', { db, fetchPage: dying })).rejects.toThrow('tab killed');
    const saved = await db.syncState.get('orders');
    expect(saved?.cursor).toBe('1000.2500');
    expect(await db.orders.count()).toBe(1000);

    server.requests = [];
    await pullCollection('orders', { db, fetchPage: fetcher(server) });
    expect(server.requests[0]).toBe('1000.2500');
    expect(await ids()).toEqual(serverIds(server));
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
});
