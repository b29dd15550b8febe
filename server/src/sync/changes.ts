// Reads one sync page: the rows and tombstones of a collection after a version, merged in version order;
// a company's own for company collections, everyone's for global ones (points). One read transaction, so
// rows, tombstones, the total and the starts of the pages ahead describe the same moment.
import type { SyncCollection } from '../../../src/contract';
import type { Db } from '../db/db-type';
import { statement } from '../db/statements';
import { pageStartsAfter, scopeOf, versionsAfter, type SyncScope, type SyncViewer } from './page-plan';
import type { SyncSource } from './sources';

type Change = { version: number; row?: Record<string, unknown>; deletedId?: string };

export type ChangesPage = {
  changes: Change[];
  /** Where the page ends: the last change's version, or `until` when the whole range fitted. */
  end: number;
  hasMore: boolean;
  total: number;
  /** Where the `ahead` pages after this one start (page-plan.ts). */
  ahead: number[];
};

export type ChangesRange = { after: number; limit: number; until?: number; ahead?: number };

export function readChanges(db: Db, collection: SyncCollection, source: SyncSource, viewer: SyncViewer, range: ChangesRange): ChangesPage {
  const { after, limit, until = Number.MAX_SAFE_INTEGER, ahead = 0 } = range;
  const scope = scopeOf(source, viewer);
  return db.transaction(() => {
    // limit + 1 of each: enough to fill the page and to know whether more remain in the range.
    const rows = statement<Array<string | number>, Record<string, unknown> & { version: number }>(
      db,
      `SELECT ${source.columns ?? '*'} FROM ${source.from ?? source.table} WHERE ${scope.rowsWhere} version > ? AND version <= ? ORDER BY version LIMIT ?`,
    ).all(...scope.rowParams, after, until, limit + 1);
    const dead = statement<Array<string | number>, { id: string; version: number }>(
      db,
      `SELECT id, version FROM ${scope.tombstones} AND version > ? AND version <= ? ORDER BY version LIMIT ?`,
    ).all(collection, ...scope.params, after, until, limit + 1);
    const merged: Change[] = [
      ...rows.map((row) => ({ version: row.version, row })),
      ...dead.map((t) => ({ version: t.version, deletedId: t.id })),
    ].sort((a, b) => a.version - b.version);
    const total = liveTotal(db, source, scope);
    const changes = merged.slice(0, limit);
    const rangeFitted = merged.length <= limit && range.until !== undefined;
    // A bounded page that held its whole range ends at `until` (rows that changed meanwhile moved past the
    // planned pages, where the last of them finds them); otherwise at its last change.
    const end = rangeFitted ? until : (changes.at(-1)?.version ?? after);
    const hasMore = merged.length > limit || (rangeFitted && versionsAfter(db, collection, source, scope, end, 1).length > 0);
    return { changes, end, hasMore, total, ahead: pageStartsAfter(db, collection, source, scope, end, limit, ahead) };
  })();
}

/** Live rows of the collection the viewer may have now (all of them for a global one): the progress total. */
export function liveTotal(db: Db, source: SyncSource, scope: SyncScope): number {
  return statement<Array<string | number>, { total: number }>(
    db,
    `SELECT count(*) AS total FROM ${source.table} WHERE ${scope.rowsWhere} 1`,
  ).get(...scope.rowParams)?.total ?? 0;
}

export function currentVersion(db: Db): number {
  return statement<[], { value: number }>(db, 'SELECT value FROM change_version WHERE id = 1').get()?.value ?? 0;
}
