// Deletions of collections that belong to no company (points): the same tombstones as company rows have, in
// a table of their own (tombstones.company_id must name a company). Their purge (purge-tombstones.ts) raises
// the global sync_horizon, the horizon a cursor of a global collection is checked against (horizon.ts).
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import type { Stamp } from '../db/sql/versions';

/** A deletion's tombstone, to stamp with commitVersion as the delete's last statement (db/sql/versions.ts). */
export async function addGlobalTombstone(tx: SqlDb, collection: string, id: string, at: number): Promise<Stamp> {
  await tx.run(sql`INSERT INTO global_tombstones (collection, id, version, deleted_at) VALUES (${collection}, ${id}, 0, ${at})
    ON CONFLICT (collection, id) DO UPDATE SET deleted_at = excluded.deleted_at`);
  return { table: 'global_tombstones', key: { collection, id } };
}
