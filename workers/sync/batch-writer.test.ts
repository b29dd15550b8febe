import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelDb, type SyncedRow, type SyncStateRow } from '../../src/db/schema';
import { batchWriter, PredecessorFailedError, type Batch } from './batch-writer';

let db: ParcelDb;
let n = 0;
afterEach(() => db?.delete());

const state = (cursor: string, stored: number): SyncStateRow => ({
  collection: 'orders', cursor, total: 10, stored, complete: false, syncedAt: 0, pass: 1,
});
const rows = (...ids: string[]) => ids.map((id) => ({ id, version: 1 }) as SyncedRow);
const batch = (cursor: string, stored: number, ...ids: string[]): Batch => ({ state: state(cursor, stored), rows: rows(...ids), deleted: [] });

describe('batchWriter', () => {
  it('commits queued batches in order while several are in flight', async () => {
    db = new ParcelDb(`batch-writer-${++n}`);
    const committed: string[] = [];
    const writer = batchWriter(db, 3, (b) => committed.push(b.state.cursor));
    await writer.write(batch('c1', 2, 'o1', 'o2'));
    await writer.write(batch('c2', 3, 'o3'));
    await writer.write({ state: state('c3', 3), rows: [], deleted: ['o1'] });
    await writer.flush();
    expect(committed).toEqual(['c1', 'c2', 'c3']);
    expect((await db.orders.toArray()).map((r) => r.id).sort()).toEqual(['o2', 'o3']);
    expect((await db.orderWords.toCollection().primaryKeys()).sort()).toEqual(['o2', 'o3']);
    expect(await db.syncState.get('orders')).toMatchObject({ cursor: 'c3', stored: 3 });
  });

  it('never lets a batch land after one before it failed, so the cursor cannot skip lost rows', async () => {
    db = new ParcelDb(`batch-writer-${++n}`);
    const writer = batchWriter(db, 3);
    await writer.write(batch('c1', 1, 'o1'));
    // No key (a broken answer, as parsed from the wire): the put fails and its transaction aborts.
    const keyless: SyncedRow = JSON.parse('{"version":1}');
    await writer.write({ state: state('c2', 2), rows: [keyless], deleted: [] });
    const third = writer.write(batch('c3', 3, 'o3'));
    await expect(third.then(() => writer.flush())).rejects.toThrow();
    expect(await db.syncState.get('orders')).toMatchObject({ cursor: 'c1' });
    expect(await db.orders.get('o3')).toBeUndefined();
    // The search words go in the rows' transaction: rolled back with them.
    expect(await db.orderWords.toCollection().primaryKeys()).toEqual(['o1']);
  });

  it('names the failed predecessor as the reason a later batch was rolled back', async () => {
    db = new ParcelDb(`batch-writer-${++n}`);
    await db.open(); // so each transaction is created when asked for, in the order below
    const writer = batchWriter(db, 2);
    await writer.write(batch('c1', 1, 'o1'));
    // Pretend c1 never landed: the next batch's check finds another cursor.
    await db.syncState.put(state('other', 0));
    await writer.write(batch('c2', 2, 'o2'));
    await expect(writer.flush()).rejects.toBeInstanceOf(PredecessorFailedError);
    expect(await db.orders.get('o2')).toBeUndefined();
  });
});
