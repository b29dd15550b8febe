// The one way company resources that sync by cursor are written on the data layer (docs/sync.md "Pull",
// "Versions on PostgreSQL"): each write is one transaction that takes the next change version as its last
// statement; a delete leaves a tombstone, a re-create of a deleted id clears it. Safe with several writers:
// a create of an id that exists changes nothing, and an update may be held to the version its caller read
// (compare and set), so a write computed from a row never lands on a row changed since. Column names come
// from code, never from a request.
import { sql } from 'kysely';
import type { SyncCollection } from '../../../../src/contract';
import type { SyncedRow } from '../synced-row';
import type { SqlDb } from './sql-db';
import { addTombstone, commitVersion } from './versions';

type SqlValue = string | number | null;
export type Columns = Record<string, SqlValue>;

const assignments = (columns: Columns) =>
  sql.join(Object.entries(columns).map(([name, value]) => sql`${sql.ref(name)} = ${value}`));

/** `columns`: what a row is read with (a resource's item may need a joined column); all of the table's by default. */
export function syncedRows<Row extends SyncedRow>(db: SqlDb, table: string, collection: SyncCollection, columns = '*') {
  const t = sql.table(table);
  return {
    collection,
    byId: (id: string): Promise<Row | undefined> => db.get(sql<Row>`SELECT ${sql.raw(columns)} FROM ${t} WHERE id = ${id}`),

    /** A delete of this company's row already happened (a repeated delete is then harmless). */
    wasDeleted: async (companyId: number, id: string): Promise<boolean> =>
      (await db.get(sql`SELECT 1 AS deleted FROM tombstones WHERE collection = ${collection} AND company_id = ${companyId} AND id = ${id}`)) !== undefined,

    /** Inserts the row; false when the id exists already (of any company: the caller reads it to tell). */
    insert: (companyId: number, id: string, columns: Columns, at: number): Promise<boolean> => db.tx(async (tx) => {
      const all: Columns = { ...columns, id, company_id: companyId, version: 0, created_at: at, updated_at: at };
      const names = Object.keys(all);
      const added = await tx.run(sql`
        INSERT INTO ${t} (${sql.join(names.map((n) => sql.ref(n)))}) VALUES (${sql.join(names.map((n) => all[n]))})
        ON CONFLICT (id) DO NOTHING`);
      if (!added) return false;
      await tx.run(sql`DELETE FROM tombstones WHERE collection = ${collection} AND company_id = ${companyId} AND id = ${id}`);
      await commitVersion(tx, [{ table, id }]);
      return true;
    }),

    /** Writes the columns; with `readVersion`, only if the row still has it. False when nothing was written. */
    update: (id: string, columns: Columns, at: number, readVersion?: number): Promise<boolean> => db.tx(async (tx) => {
      const written = await tx.run(sql`
        UPDATE ${t} SET ${assignments({ ...columns, updated_at: at })}
        WHERE id = ${id} ${readVersion === undefined ? sql`` : sql`AND version = ${readVersion}`}`);
      if (!written) return false;
      await commitVersion(tx, [{ table, id }]);
      return true;
    }),

    /** Deletes the row and leaves its tombstone; false when it was gone already. */
    remove: (row: Row, at: number): Promise<boolean> => db.tx(async (tx) => {
      if (!(await tx.run(sql`DELETE FROM ${t} WHERE id = ${row.id}`))) return false;
      await commitVersion(tx, [await addTombstone(tx, { collection, companyId: row.company_id, id: row.id, at })]);
      return true;
    }),
  };
}

export type SyncedRows<Row extends SyncedRow> = ReturnType<typeof syncedRows<Row>>;
