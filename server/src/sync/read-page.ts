// One sync page as the route answers it: a pass from scratch of a source with its own order reads the
// snapshot (snapshot-order.ts), everything else the changes after a version (changes.ts). Both in one read
// transaction with the total, so the page and the figures describe the same moment.
import type { SyncCollection } from '../../../src/contract';
import type { Db } from '../db/db-type';
import { fail } from '../lib/api-failure';
import { liveTotal, readChanges } from './changes';
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

export function readPage(db: Db, collection: SyncCollection, source: SyncSource, viewer: SyncViewer, query: PageQuery): ReadPage {
  const { cursor, until, limit, ahead, near } = query;
  const order = source.snapshot;
  const phases = order ? phasesFor(order, near) : null;
  const snapshotAt = cursor.snapshot ?? (query.fromScratch && phases ? snapshotStart(near) : undefined);
  if (!order || !snapshotAt) {
    if (until?.snapshot) throw fail.badRequest('invalidCursor', 'until');
    const page = readChanges(db, collection, source, viewer, { after: cursor.position, limit, until: until?.position, ahead });
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
  const scope = scopeOf(source, viewer);
  return db.transaction(() => {
    const page = readSnapshotPage(db, collection, source, order, scope, { at: snapshotAt, floor: cursor.floor, phases: phases ?? [], limit, until, ahead });
    return { rows: page.taken, deleted: [], next: page.next, hasMore: page.hasMore, total: liveTotal(db, source, scope), ahead: page.ahead };
  })();
}
