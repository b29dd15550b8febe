// Pulls one collection by the server's cursor (docs/sync.md "Pages in flight"): 100-item pages, several in flight
// along the server's plan and fetched ahead while earlier ones are written (page-stream.ts), about 1,000 rows
// per transaction with the cursor saved in the same transaction, so a killed tab resumes where the last commit
// ended. An expired cursor (410) starts the collection again from scratch, keeping what is stored until the
// new pass has replaced it.
import {
  isPaged, PAGED_COLLECTIONS, syncedTable, type ParcelDb, type StoredExtras, type SyncedRow, type SyncStateRow,
} from '../../src/db/schema';
import type { SyncCollection } from '../../src/contract/sync-constants';
import { wordsTable, writeWords } from '../../src/db/search-words';
import { batchWriter, type Batch } from './batch-writer';
import { pageStream, type PageAnswer, type PageRequest } from './page-stream';

export const PULL_PAGE_SIZE = 100;
export const ROWS_PER_TRANSACTION = 1000;
/** Page requests on the wire at once: on a 150 ms link one compressed page travels in about the time of a round
 *  trip, so four keep it busy, and two of the browser's six connections to the host stay free for the screens. */
export const PAGES_IN_FLIGHT = 4;
/** Pages fetched ahead of the writer (2,000 rows at most waiting in memory). */
export const PAGES_AHEAD = 20;
/** Page starts asked of the server at a time (page-stream.ts). */
export const PAGES_PLANNED = 32;
/** Batches in flight: one. A read of the screens waits behind every write transaction queued before it on
 *  its table (1,000 orders take 1-2.5 s to write here), so with two queued a read waited up to 5 s during a
 *  first pull; one at a time halves that and writes as fast (10,000 orders, loopback: 6.9 s vs 7.4 s). */
export const BATCHES_IN_FLIGHT = 1;
/** When the next page has not come yet (the link, not the store, is the limit), a batch is written at this
 *  many rows instead of 1,000: the store would only wait, and the rows of the last pages are not left to be
 *  written after the last page came (1,000 orders take 0.5-1 s to write here). Not smaller: every batch makes
 *  the open screens read the store again. */
export const EARLY_BATCH_ROWS = 300;

export class CursorExpiredError extends Error {}

/** `near`: the city whose points a pass from scratch brings first; every page of the pass repeats it. */
export type PageFetcher = (collection: SyncCollection, request: PageRequest & { limit: number; near?: string }) => Promise<PageAnswer>;

export type PullProgress = { collection: SyncCollection; stored: number; total: number; complete: boolean };

type PullDeps = {
  db: ParcelDb;
  fetchPage: PageFetcher;
  onProgress?: (p: PullProgress) => void;
  now?: () => number;
  /** Bytes the collection's pages took on the wire since the last call (transfer-meter.ts). */
  bytesOnWire?: (collection: SyncCollection) => number;
  /** The city a pass from scratch should bring first (points), asked when such a pass begins. */
  nearFor?: (collection: SyncCollection) => Promise<string | undefined>;
  /** The first page goes at once; the pages after it wait for this (engine.ts AFTER_SHELL_CACHED). */
  holdAfterFirstPage?: Promise<void>;
};

/** Rows carry the pass that wrote them: after a full re-pull, rows of older passes are gone on the server. */
type StoredRow = SyncedRow & StoredExtras;

const initialState = (collection: SyncCollection, pass = 1): SyncStateRow => ({
  collection, cursor: '', total: 0, stored: 0, complete: false, syncedAt: 0, pass,
});

/** After a pass that started from scratch: drop what the server no longer has, with its search words. */
async function sweepOlderPasses(db: ParcelDb, collection: SyncCollection, pass: number): Promise<void> {
  if (isPaged(collection)) {
    await db[PAGED_COLLECTIONS[collection]].where('pass').below(pass).delete();
    return;
  }
  const table = syncedTable(db, collection);
  const words = wordsTable(db, collection);
  await db.transaction('rw', [table, ...(words ? [words] : [])], async () => {
    const older = await table.filter((row) => (row._pass ?? 0) < pass).primaryKeys();
    await Promise.all([table.bulkDelete(older), ...writeWords(db, collection, [], older)]);
  });
}

export async function pullCollection(collection: SyncCollection, deps: PullDeps): Promise<PullProgress> {
  const { db, fetchPage, onProgress, now = Date.now, bytesOnWire = () => 0, nearFor = async () => undefined, holdAfterFirstPage } = deps;
  let state = (await db.syncState.get(collection)) ?? initialState(collection);
  for (let restarts = 0; ; restarts++) {
    try {
      return await pullFrom(state);
    } catch (e) {
      // A server that expires even a fresh pass is broken: fail rather than loop.
      if (!(e instanceof CursorExpiredError) || restarts >= 2) throw e;
      // Deletions may have been missed: pull everything again as a new pass, then sweep the old one.
      state = initialState(collection, state.pass + 1);
      await db.syncState.put(state);
    }
  }

  async function pullFrom(start: SyncStateRow): Promise<PullProgress> {
    const fromScratch = start.cursor === '';
    // A pass after an expired cursor is complete only once the rows it did not bring are swept, so a pass
    // cut off anywhere (a killed tab, a failed page, even between its last page and the sweep) still
    // sweeps when it resumes from its saved cursor.
    const sweeping = start.pass > 1 && !start.complete;
    let state: SyncStateRow = fromScratch
      ? { ...start, stored: 0, bytes: 0, near: await nearFor(collection) }
      : { ...start, bytes: start.bytes ?? 0 };
    const near = state.near;
    bytesOnWire(collection); // what an earlier pull left uncounted belongs to no batch of this one
    const paged = isPaged(collection);
    let rows: StoredRow[] = [];
    let deleted: string[] = [];
    let bodies: Array<string | ArrayBuffer> = [];
    let itemsInBatch = 0;
    const pages = pageStream((request) => fetchPage(collection, { ...request, limit: PULL_PAGE_SIZE, ...(near ? { near } : {}) }), state.cursor, {
      inFlight: PAGES_IN_FLIGHT, buffered: PAGES_AHEAD, plan: PAGES_PLANNED, holdAfterFirst: holdAfterFirstPage,
    });
    const writer = batchWriter<Batch & { last: boolean }>(db, BATCHES_IN_FLIGHT, ({ state: s, last }) => onProgress?.({
      collection, stored: s.stored, total: s.total, complete: last,
    }));
    try {
      for (;;) {
        const page = await pages.next();
        if (!page) break;
        const kept = page.kept ?? { body: '', items: page.items.length, deleted: page.deleted.length };
        itemsInBatch += kept.items + kept.deleted;
        if (paged) {
          // The answer as it came, its rows and deletions inside. A pull that found nothing new stores no
          // page, only its cursor.
          if (kept.items || kept.deleted) bodies.push(page.kept?.body ?? JSON.stringify(page));
        } else {
          for (const item of page.items) rows.push({ ...item, _pass: state.pass });
          deleted.push(...page.deleted);
        }
        state = {
          ...state,
          cursor: page.cursor,
          total: page.total,
          stored: state.stored + kept.items,
          bytes: (state.bytes ?? 0) + bytesOnWire(collection),
          complete: state.complete || (!page.hasMore && !sweeping),
          syncedAt: now(),
        };
        // A first pull commits its first page alone: the screen shows rows a page after the pull began, not
        // ten (1.5 s on a slow mobile link); after that, the batches of 1,000 that write fastest.
        const firstPage = fromScratch && state.stored === kept.items;
        const waitingForLink = itemsInBatch >= EARLY_BATCH_ROWS && !pages.nextArrived();
        if (itemsInBatch >= ROWS_PER_TRANSACTION || !page.hasMore || firstPage || waitingForLink) {
          await writer.write({ state, rows, deleted, pages: bodies, last: !page.hasMore });
          rows = [];
          deleted = [];
          bodies = [];
          itemsInBatch = 0;
        }
        if (!page.hasMore) break;
      }
      await writer.flush();
    } finally {
      pages.stop();
      // A failed batch aborts the ones queued after it; let them finish before anyone reads the state.
      await writer.flush().catch(() => undefined);
    }
    if (sweeping) {
      await sweepOlderPasses(db, collection, state.pass);
      state = { ...state, complete: true };
      await db.syncState.put(state);
    }
    return { collection, stored: state.stored, total: state.total, complete: true };
  }
}
