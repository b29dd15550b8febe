// The oldest version a sync cursor may stand on (sync/cursor.ts: below it a cursor answers 410): the global
// horizon, raised by the tombstone purge (purge-tombstones.ts), and a company's own, raised by the demo switch
// (expire-cursors.ts).
import { sql } from 'kysely';
import { greater } from '../db/sql/dialect';
import type { SqlDb } from '../db/sql/sql-db';

/** A cursor of a global collection (points): the global horizon alone. A company's own horizon ends that
 *  company's cursors of its own data only. */
export async function globalSyncHorizon(db: SqlDb): Promise<number> {
  return (await db.get(sql<{ version: number }>`SELECT version FROM sync_horizon WHERE id = 1`))?.version ?? 0;
}

/** A cursor of the company's own data: the global horizon or the company's, whichever is newer. */
export async function syncHorizon(db: SqlDb, companyId: number): Promise<number> {
  const own = sql<number>`coalesce((SELECT version FROM company_sync_horizon WHERE company_id = ${companyId}), 0)`;
  const row = await db.get(sql<{ version: number }>`SELECT ${greater(db.dialect, sql<number>`(SELECT version FROM sync_horizon WHERE id = 1)`, own)} AS version`);
  return row?.version ?? 0;
}
