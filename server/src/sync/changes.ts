// Reads one sync page: the company's rows and tombstones of a collection after a version, merged in
// version order. One read transaction, so rows, tombstones and the total describe the same moment.
import type { SyncCollection } from '../../../src/contract';
import type { Db } from '../db/open';
import type { SyncSource } from './sources';

type Change = { version: number; row?: Record<string, unknown>; deletedId?: string };

export type ChangesPage = { changes: Change[]; hasMore: boolean; total: number };

export function readChanges(
  db: Db, collection: SyncCollection, source: SyncSource, companyId: number, after: number, limit: number,
): ChangesPage {
  return db.transaction(() => {
    // limit + 1 of each: enough to fill the page and to know whether more remain.
    const rows = db
      .prepare<[number, number, number], Record<string, unknown> & { version: number }>(
        `SELECT ${source.columns ?? '*'} FROM ${source.table} WHERE company_id = ? AND version > ? ORDER BY version LIMIT ?`,
      )
      .all(companyId, after, limit + 1);
    const dead = db
      .prepare<[string, number, number, number], { id: string; version: number }>(
        'SELECT id, version FROM tombstones WHERE collection = ? AND company_id = ? AND version > ? ORDER BY version LIMIT ?',
      )
      .all(collection, companyId, after, limit + 1);
    const merged: Change[] = [
      ...rows.map((row) => ({ version: row.version, row })),
      ...dead.map((t) => ({ version: t.version, deletedId: t.id })),
    ].sort((a, b) => a.version - b.version);
    const { total } = db
      .prepare<[number], { total: number }>(`SELECT count(*) AS total FROM ${source.table} WHERE company_id = ?`)
      .get(companyId) ?? { total: 0 };
    return { changes: merged.slice(0, limit), hasMore: merged.length > limit, total };
  })();
}

export function currentVersion(db: Db): number {
  return db.prepare<[], { value: number }>('SELECT value FROM change_version WHERE id = 1').get()?.value ?? 0;
}
