// One sync page as the route answers it: a pass from scratch of a source with its own order reads the
// snapshot (snapshot-order.ts), everything else the changes after a version (changes.ts). Both in one read
// transaction with the total, so the page and the figures describe the same moment; called inside the route's
// (routes/sync.ts), which read the cursor's bounds in it too, it joins that one.
import type { SyncCollection } from '../../../src/contract';
import type { SqlDb } from '../db/sql/sql-db';
import { fail } from '../lib/api-failure';
import { liveTotal, PAGE_READ, readChanges } from './changes';
import { formatCursor, type Cursor } from './cursor';
import { scopeOf, type SyncViewer } from './page-plan';
import { hintHash, phasesFor, readSnapshotPage, snapshotStart } from './snapshot-order';
import type { SyncSource } from './sources';

export type PageQuery = { cursor: Cursor; fromScratch: boolean; until?: Cursor; limit: number; ahead: number; near?: string };

export type ReadPage = {
  rows: Array<Record<string, unknown>>;
  deleted: string[];
  next: string;
  hasMore: boolean;
  total: number;
  ahead: string[];
};

export async function readPage(db: SqlDb, collection: SyncCollection, source: SyncSource, viewer: SyncViewer, query: PageQuery): Promise<ReadPage> {
  const { cursor, until, limit, ahead, near } = query;
  const order = source.snapshot;
  const phases = order ? phasesFor(order, near) : null;
  const snapshotAt = cursor.snapshot ?? (query.fromScratch && phases ? snapshotStart(near) : undefined);
  if (!order || !snapshotAt) {
    if (until?.snapshot) throw fail.badRequest('invalidCursor', 'until');
    const page = await readChanges(db, collection, source, viewer, { after: cursor.position, limit, until: until?.position, ahead });
    return {
      rows: page.changes.flatMap((ch) => (ch.row ? [ch.row] : [])),
      deleted: page.changes.flatMap((ch) => (ch.deletedId ? [ch.deletedId] : [])),
      next: formatCursor(page.end, cursor.floor),
      hasMore: page.hasMore,
      total: page.total,
      ahead: page.ahead.map((start) => formatCursor(start, cursor.floor)),
    };
  }
  // Every page of the pass names the same city: another would read other phases and skip rows.
  if (snapshotAt.hint !== hintHash(near)) throw fail.badRequest('invalidCursor', 'near');
  const scope = scopeOf(collection, source, viewer);
  return db.tx(async (tx) => {
    const page = await readSnapshotPage(tx, source, order, scope, { at: snapshotAt, floor: cursor.floor, phases: phases ?? [], limit, until, ahead });
    return { rows: page.taken, deleted: [], next: page.next, hasMore: page.hasMore, total: await liveTotal(tx, source, scope), ahead: page.ahead };
  }, PAGE_READ);
}
