// Commits a pull's batches (rows, deletions and the cursor, one transaction each) so that the next batch's
// puts overlap the commit of the one before. A put copies its row (structured clone) on this thread when it
// is called, while the commit runs in the browser's storage process: awaiting each commit before the
// next batch left one side idle at a time. IndexedDB runs readwrite transactions on the same stores in
// the order they were created, so batches still land in order.
//
// A batch must never land after one before it failed: it would move the cursor past rows that were never
// stored. So every batch first reads the stored cursor and aborts unless it is the one its predecessor
// wrote; the puts queued behind that read are rolled back with it.
import { isPaged, PAGED_COLLECTIONS, syncedTable, type ParcelDb, type SyncedRow, type SyncStateRow } from '../../src/db/schema';
import { wordsTable, writeWords } from '../../src/db/search-words';

/** A batch found its predecessor's cursor missing: that batch failed, so this one was rolled back. */
export class PredecessorFailedError extends Error {}

/** `pages`: a paged collection's answers as they came (its rows and deletions are inside them). */
export type Batch = { state: SyncStateRow; rows: SyncedRow[]; deleted: string[]; pages?: Array<string | ArrayBuffer> };

export type BatchWriter<B extends Batch> = {
  /** Queues a batch; resolves once fewer than `depth` batches are in flight. Throws a failed batch's error. */
  write(batch: B): Promise<void>;
  /** Waits for every queued batch to settle; throws the first failure. */
  flush(): Promise<void>;
};

/** The puts and deletes of a batch: one record per row and its search words, or (PAGED_COLLECTIONS) one
 *  record per page. */
function writesOf(db: ParcelDb, { state, rows, deleted, pages = [] }: Batch): Array<Promise<unknown> | null> {
  if (isPaged(state.collection)) {
    const table = db[PAGED_COLLECTIONS[state.collection]];
    return [pages.length ? table.bulkAdd(pages.map((body) => ({ pass: state.pass, body }))) : null];
  }
  const table = syncedTable(db, state.collection);
  return [
    rows.length ? table.bulkPut(rows) : null, deleted.length ? table.bulkDelete(deleted) : null,
    ...writeWords(db, state.collection, rows, deleted),
  ];
}

async function commitAfter(db: ParcelDb, batch: Batch, expectedCursor: string | null): Promise<void> {
  const { state } = batch;
  const table = isPaged(state.collection) ? db[PAGED_COLLECTIONS[state.collection]] : syncedTable(db, state.collection);
  const words = wordsTable(db, state.collection);
  await db.transaction('rw', [table, ...(words ? [words] : []), db.syncState], async () => {
    // Issued together, not awaited one by one: the read runs first, the puts are cloned right now.
    const stored = expectedCursor === null ? null : db.syncState.get(state.collection);
    const writes = Promise.all([...writesOf(db, batch), db.syncState.put(state)]);
    if (stored && (await stored)?.cursor !== expectedCursor) {
      writes.catch(() => undefined); // the abort below fails them; the reason is the predecessor
      throw new PredecessorFailedError(`${state.collection}: an earlier batch was not stored`);
    }
    await writes;
  });
}

/** `onCommitted` runs after each batch's transaction has committed, in order. */
export function batchWriter<B extends Batch>(db: ParcelDb, depth: number, onCommitted: (batch: B) => void = () => undefined): BatchWriter<B> {
  const inFlight: Promise<void>[] = [];
  // The cursor the last queued batch writes; null before the first, which needs no check.
  let lastCursor: string | null = null;
  return {
    async write(batch) {
      const committed = commitAfter(db, batch, lastCursor).then(() => onCommitted(batch));
      committed.catch(() => undefined); // reported when awaited in order below, not as unhandled
      lastCursor = batch.state.cursor;
      inFlight.push(committed);
      while (inFlight.length >= depth) await inFlight.shift();
    },
    async flush() {
      const outcomes = await Promise.allSettled(inFlight.splice(0));
      const failed = outcomes.find((o) => o.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
