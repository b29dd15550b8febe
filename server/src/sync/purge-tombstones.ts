// Drops tombstones older than `before` (unix ms), of company and global collections alike, and raises the
// global horizon past them, in one transaction: afterwards a cursor whose max(position, floor) is below the
// horizon answers 410 and its client pulls from scratch (sync/cursor.ts). The horizon is raised to the
// versions the DELETE itself returned, never to a maximum read before it, so with several instances purging
// at once no deleted tombstone is left above the horizon; `greater` keeps it from moving back.
import { sql } from 'kysely';
import { greater } from '../db/sql/dialect';
import type { SqlDb } from '../db/sql/sql-db';

export function purgeTombstones(db: SqlDb, before: number): Promise<void> {
  return db.tx(async (tx) => {
    const gone = [
      ...await tx.all(sql<{ version: number }>`DELETE FROM tombstones WHERE deleted_at < ${before} RETURNING version`),
      ...await tx.all(sql<{ version: number }>`DELETE FROM global_tombstones WHERE deleted_at < ${before} RETURNING version`),
    ];
    if (gone.length === 0) return;
    const newest = gone.reduce((max, t) => Math.max(max, t.version), 0);
    await tx.run(sql`UPDATE sync_horizon SET version = ${greater(tx.dialect, sql<number>`version`, newest)} WHERE id = 1`);
  });
}
