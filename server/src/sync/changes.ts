// Reads one sync page: the rows and tombstones of a collection after a version, merged in version order;
// a company's own for company collections, everyone's for global ones (points). One read transaction, so
// rows, tombstones and the total describe the same moment.
import type { SyncCollection } from '../../../src/contract';
import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { SyncSource } from './sources';

type Change = { version: number; row?: Record<string, unknown>; deletedId?: string };

export type ChangesPage = { changes: Change[]; hasMore: boolean; total: number };

/** Where the source's rows and tombstones live, and the company condition on both (none when global). */
function scopeOf(source: SyncSource, companyId: number) {
  return source.global
    ? { rowsWhere: '', tombstones: 'global_tombstones WHERE collection = ?', params: [] as number[] }
    : { rowsWhere: 'company_id = ? AND', tombstones: 'tombstones WHERE collection = ? AND company_id = ?', params: [companyId] };
}

export function readChanges(
  db: Db, collection: SyncCollection, source: SyncSource, companyId: number, after: number, limit: number,
): ChangesPage {
  const scope = scopeOf(source, companyId);
  return db.transaction(() => {
    // limit + 1 of each: enough to fill the page and to know whether more remain.
    const rows = statement<number[], Record<string, unknown> & { version: number }>(
      db,
      `SELECT ${source.columns ?? '*'} FROM ${source.from ?? source.table} WHERE ${scope.rowsWhere} version > ? ORDER BY version LIMIT ?`,
    ).all(...scope.params, after, limit + 1);
    const dead = statement<Array<string | number>, { id: string; version: number }>(
      db,
      `SELECT id, version FROM ${scope.tombstones} AND version > ? ORDER BY version LIMIT ?`,
    ).all(collection, ...scope.params, after, limit + 1);
    const merged: Change[] = [
      ...rows.map((row) => ({ version: row.version, row })),
      ...dead.map((t) => ({ version: t.version, deletedId: t.id })),
    ].sort((a, b) => a.version - b.version);
    const { total } = statement<number[], { total: number }>(
      db,
      `SELECT count(*) AS total FROM ${source.table}${source.global ? '' : ' WHERE company_id = ?'}`,
    ).get(...scope.params) ?? { total: 0 };
    return { changes: merged.slice(0, limit), hasMore: merged.length > limit, total };
  })();
}

export function currentVersion(db: Db): number {
  return statement<[], { value: number }>(db, 'SELECT value FROM change_version WHERE id = 1').get()?.value ?? 0;
}
