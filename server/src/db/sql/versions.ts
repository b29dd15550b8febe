// The change versions behind the sync cursor, on either database (docs/sync.md, "Versions on PostgreSQL"):
// a write takes the next value of the one counter as its transaction's last statement and stamps its rows
// with it. On PostgreSQL the counter's row stays locked until COMMIT, so versions commit in the order they
// were taken: a reader that has seen version N has seen every version below it. Taken any earlier, the lock
// would be held across the whole write (correct, but writers would queue for all of it); from a sequence,
// versions commit out of order and a cursor skips rows.
import { sql } from 'kysely';
import type { SqlDb } from './sql-db';

/** A row a write touched: its table and key. */
export type Stamp = { table: string; id: string };

/** Takes the next version and stamps each row with it; the caller's transaction commits right after. */
export async function commitVersion(tx: SqlDb, stamps: readonly Stamp[]): Promise<number> {
  const taken = await tx.get(sql<{ value: number }>`UPDATE change_version SET value = value + 1 WHERE id = 1 RETURNING value`);
  if (!taken) throw new Error('change_version row is missing');
  for (const { table, id } of stamps) {
    await tx.run(sql`UPDATE ${sql.table(table)} SET version = ${taken.value} WHERE id = ${id}`);
  }
  return taken.value;
}

/** One page of a company's rows changed after `after`, oldest first, read from one snapshot. */
export function changedSince<Row extends { version: number }>(db: SqlDb, table: string, companyId: number, after: number, limit: number): Promise<Row[]> {
  return db.tx((tx) => tx.all(sql<Row>`
    SELECT * FROM ${sql.table(table)} WHERE company_id = ${companyId} AND version > ${after} ORDER BY version LIMIT ${limit}`),
  { readOnly: true, isolation: 'repeatable read' });
}
