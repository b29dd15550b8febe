import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../../../db/db';
import { ParcelDb } from '../../../db/schema';
import { orderWordsRows } from './order-words';

// The app's one store is shared with the other test files of this worker (vite.config.ts: isolate false):
// emptied, never deleted, or theirs would find it closed.
afterAll(() => db.orderWords.clear());

describe('the orders\' search text kept in memory', () => {
  it('is read once while nothing writes to it, and again after a write from any connection', async () => {
    await db.orderWords.put({ id: 'a', words: ' pc-1' });
    const first = orderWordsRows();
    expect(await first).toEqual([{ id: 'a', words: ' pc-1' }]);
    expect(orderWordsRows()).toBe(first);

    await db.orderWords.put({ id: 'b', words: ' pc-2' });
    expect(await orderWordsRows()).toEqual([{ id: 'a', words: ' pc-1' }, { id: 'b', words: ' pc-2' }]);

    // Another connection to the store, as the sync worker's.
    const worker = new ParcelDb(db.name);
    await worker.orderWords.delete('a');
    worker.close();
    expect(await orderWordsRows()).toEqual([{ id: 'b', words: ' pc-2' }]);
  });

  it('is read again when a write lands while it is being read', async () => {
    await db.orderWords.put({ id: 'c', words: ' pc-3' });
    const reading = orderWordsRows();
    const writing = db.orderWords.put({ id: 'd', words: ' pc-4' });
    expect((await reading).map((row) => row.id)).toEqual(['b', 'c']); // read before the write committed
    await writing;
    expect((await orderWordsRows()).map((row) => row.id)).toEqual(['b', 'c', 'd']);
  });
});
