import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatusLagItem } from '../../src/contract/status-lag';
import { ParcelDb } from '../../src/db/schema';
import { pullStatusLag, type StatusLagFetch } from './status-lag-pull';

let db: ParcelDb;
let n = 0;
afterEach(() => db?.delete());

const ITEMS: StatusLagItem[] = [{ providerKey: 'cdek', statusKey: 'onWay', count: 20, medianHours: 10.5, p90Hours: 18.1, stuckNow: 1 }];

describe('the status lag on the device', () => {
  it('is stored with its ETag, asked again with it, kept unwritten while unchanged, and dropped when refused', async () => {
    db = new ParcelDb(`status-lag-${++n}`);
    const sent: Array<string | null> = [];
    const answer = (fetched: StatusLagFetch) => async (etag: string | null) => (sent.push(etag), fetched);
    let writes = 0;
    db.statusLag.hook('creating', () => void writes++);
    db.statusLag.hook('updating', () => void writes++);

    await pullStatusLag(db, answer({ kind: 'changed', items: ITEMS, etag: 'W/"a"' }), () => 1);
    expect(await db.statusLag.get('current')).toEqual({ key: 'current', items: ITEMS, etag: 'W/"a"', syncedAt: 1 });
    await pullStatusLag(db, answer({ kind: 'unchanged' }), () => 2);
    expect(sent).toEqual([null, 'W/"a"']);
    expect(writes).toBe(1);
    expect((await db.statusLag.get('current'))?.syncedAt).toBe(1);

    await pullStatusLag(db, answer({ kind: 'changed', items: [], etag: 'W/"b"' }), () => 3);
    expect(await db.statusLag.get('current')).toEqual({ key: 'current', items: [], etag: 'W/"b"', syncedAt: 3 });
    await pullStatusLag(db, answer({ kind: 'refused' }), () => 4);
    expect(await db.statusLag.get('current')).toBeUndefined();
  });
});
