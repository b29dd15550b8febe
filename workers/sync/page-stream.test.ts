import { describe, expect, it } from 'vitest';
import type { SyncPage } from '../../src/contract/sync';
import type { SyncedRow } from '../../src/db/schema';
import { pageStream, type EarlyPage, type PageStreamLimits } from './page-stream';

/** One page at a time and no plan asked: the stream as it works against an API host without Sync-Ahead. */
const inTurn = (buffered: number): PageStreamLimits => ({ inFlight: 1, buffered, plan: 0 });

const page = (n: number, last: number): SyncPage<SyncedRow> => ({
  items: [{ id: String(n), version: n }], deleted: [], cursor: String(n), hasMore: n < last, total: last,
});

describe('page stream', () => {
  it('hands pages over in cursor order and ends after the last', async () => {
    const asked: string[] = [];
    const stream = pageStream(async ({ cursor }) => (asked.push(cursor), page(Number(cursor || 0) + 1, 4)), '', inTurn(2));
    const got: string[] = [];
    for (let p = await stream.next(); p; p = await stream.next()) got.push(p.cursor);
    expect(got).toEqual(['1', '2', '3', '4']);
    expect(asked).toEqual(['', '1', '2', '3']);
  });

  it('fetches ahead of a slow reader, but no more than allowed', async () => {
    let fetched = 0;
    const stream = pageStream(async ({ cursor }) => (fetched++, page(Number(cursor || 0) + 1, 50)), '', inTurn(3));
    await stream.next();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetched).toBe(4);
    stream.stop();
  });

  it('gives the pages fetched before a failure, then the failure', async () => {
    const stream = pageStream(async ({ cursor }) => {
      if (cursor === '2') throw new Error('offline');
      return page(Number(cursor || 0) + 1, 9);
    }, '', inTurn(5));
    expect((await stream.next())?.cursor).toBe('1');
    expect((await stream.next())?.cursor).toBe('2');
    await expect(stream.next()).rejects.toThrow('offline');
  });
});

describe('page stream with the next cursor ahead of the body', () => {
  const early = (n: number, last: number, body: Promise<SyncPage<SyncedRow>>): EarlyPage => ({ cursor: String(n), hasMore: n < last, body });

  it('asks for the next page before this one has arrived, and hands pages over in order', async () => {
    const bodies: Array<(p: SyncPage<SyncedRow>) => void> = [];
    const asked: string[] = [];
    const stream = pageStream(async ({ cursor }) => {
      asked.push(cursor);
      const n = Number(cursor || 0) + 1;
      return early(n, 3, new Promise((resolve) => bodies.push(() => resolve(page(n, 3)))));
    }, '', inTurn(5));
    await new Promise((r) => setTimeout(r, 10));
    expect(asked).toEqual(['', '1', '2']); // all three asked for, no body has arrived yet
    bodies.reverse().forEach((arrive) => arrive(page(0, 0))); // bodies arrive last first
    const got: string[] = [];
    for (let p = await stream.next(); p; p = await stream.next()) got.push(p.cursor);
    expect(got).toEqual(['1', '2', '3']);
  });

  it('tells whether the next page has come in whole', async () => {
    let arrive: () => void = () => undefined;
    const stream = pageStream(async () => early(1, 1, new Promise((resolve) => (arrive = () => resolve(page(1, 1))))), '', inTurn(5));
    await new Promise((r) => setTimeout(r, 10));
    expect(stream.nextArrived()).toBe(false); // its cursor came, its body is on the way
    arrive();
    await new Promise((r) => setTimeout(r, 0));
    expect(stream.nextArrived()).toBe(true);
    expect((await stream.next())?.cursor).toBe('1');
    expect(stream.nextArrived()).toBe(false);
  });

  it('throws a body that failed in its turn, after the pages before it', async () => {
    const stream = pageStream(async ({ cursor }) => {
      const n = Number(cursor || 0) + 1;
      return early(n, 5, n === 2 ? Promise.reject(new Error('connection reset')) : Promise.resolve(page(n, 5)));
    }, '', inTurn(5));
    expect((await stream.next())?.cursor).toBe('1');
    await expect(stream.next()).rejects.toThrow('connection reset');
    stream.stop();
  });
});
