// Deletions of collections that belong to no company (points): the same tombstones as db/versioning.ts
// keeps for company rows, in a table of their own (tombstones.company_id must name a company). Their
// purge raises the global sync_horizon, the horizon a cursor of a global collection is checked against.
// Recording one is on the data layer with the points that make them; the purge and the horizon move with the
// sync area (docs/decisions/database.md, "Steps").
import { sql } from 'kysely';
import type { Db } from '../db/db-type';
import type { SqlDb } from '../db/sql/sql-db';
import type { Stamp } from '../db/sql/versions';
import { statement } from '../db/statements';

/** A deletion's tombstone, to stamp with commitVersion as the delete's last statement (db/sql/versions.ts). */
export async function addGlobalTombstone(tx: SqlDb, collection: string, id: string, at: number): Promise<Stamp> {
  await tx.run(sql`INSERT INTO global_tombstones (collection, id, version, deleted_at) VALUES (${collection}, ${id}, 0, ${at})
    ON CONFLICT (collection, id) DO UPDATE SET deleted_at = excluded.deleted_at`);
  return { table: 'global_tombstones', key: { collection, id } };
}

export function clearGlobalTombstone(db: Db, collection: string, id: string): void {
  db.prepare('DELETE FROM global_tombstones WHERE collection = ? AND id = ?').run(collection, id);
}

/** Drops tombstones older than `before` and raises the global horizon past them (as purgeTombstones). */
export function purgeGlobalTombstones(db: Db, before: number): void {
  db.transaction(() => {
    const newest = db
      .prepare<[number], { v: number | null }>('SELECT max(version) AS v FROM global_tombstones WHERE deleted_at < ?')
      .get(before)?.v;
    if (newest == null) return;
    db.prepare('DELETE FROM global_tombstones WHERE deleted_at < ?').run(before);
    db.prepare('UPDATE sync_horizon SET version = max(version, ?) WHERE id = 1').run(newest);
  })();
}

/** The oldest version a cursor of a global collection may stand on. A company's own horizon (the demo
 *  switch of sync/expire-cursors.ts) is left out: it ends that company's cursors of its own data only. */
export function globalSyncHorizon(db: Db): number {
  return statement<[], { version: number }>(db, 'SELECT version FROM sync_horizon WHERE id = 1').get()?.version ?? 0;
}
