// The one way company resources that sync by cursor are written: every insert and update takes the
// next change version in the same transaction, a delete leaves a tombstone, and a re-create of a
// deleted id clears it (docs/sync.md "Pull"). Column names come from code, never from a request.
import type { SyncCollection } from '../../../src/contract';
import type { Db } from './db-type';
import { addTombstone, clearTombstone, nextVersion } from './versioning';

export type SyncedRow = { id: string; company_id: number; version: number; created_at: number; updated_at: number };
type SqlValue = string | number | null;
export type Columns = Record<string, SqlValue>;

export function syncedTable<Row extends SyncedRow>(db: Db, table: string, collection: SyncCollection) {
  const byId = db.prepare<[string], Row>(`SELECT * FROM ${table} WHERE id = ?`);
  const tombstone = db.prepare<[string, number, string], { version: number }>(
    'SELECT version FROM tombstones WHERE collection = ? AND company_id = ? AND id = ?',
  );

  return {
    collection,
    byId: (id: string): Row | undefined => byId.get(id),
    /** A delete of this company's row already happened (a repeated delete is then harmless). */
    wasDeleted: (companyId: number, id: string): boolean => tombstone.get(collection, companyId, id) !== undefined,

    insert(companyId: number, id: string, columns: Columns, at: number): void {
      db.transaction(() => {
        clearTombstone(db, collection, companyId, id);
        const all: Columns = { ...columns, id, company_id: companyId, version: nextVersion(db), created_at: at, updated_at: at };
        const names = Object.keys(all);
        db.prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
          .run(...names.map((n) => all[n]));
      })();
    },

    update(id: string, columns: Columns, at: number): void {
      db.transaction(() => {
        const all: Columns = { ...columns, version: nextVersion(db), updated_at: at };
        const names = Object.keys(all);
        db.prepare(`UPDATE ${table} SET ${names.map((n) => `${n} = ?`).join(', ')} WHERE id = ?`)
          .run(...names.map((n) => all[n]), id);
      })();
    },

    remove(row: Row, at: number): void {
      db.transaction(() => {
        db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(row.id);
        addTombstone(db, { collection, companyId: row.company_id, id: row.id, at });
      })();
    },
  };
}

export type SyncedTable<Row extends SyncedRow> = ReturnType<typeof syncedTable<Row>>;

export const isoTime = (ms: number): string => new Date(ms).toISOString();

/** The stamps every synced item carries (contract record-meta). */
export const metaOf = (row: SyncedRow) => ({
  id: row.id, version: row.version, created: isoTime(row.created_at), updated: isoTime(row.updated_at),
});
