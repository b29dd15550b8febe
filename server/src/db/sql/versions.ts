// The change versions behind the sync cursor, on either database (docs/sync.md, "Versions on PostgreSQL"):
// a write takes the next value of the one counter as its transaction's last statement and stamps its rows
// with it. On PostgreSQL the counter's row stays locked until COMMIT, so versions commit in the order they
// were taken: a reader that has seen version N has seen every version below it. Taken any earlier, the lock
// would be held across the whole write (correct, but writers would queue for all of it); from a sequence,
// versions commit out of order and a cursor skips rows.
import { sql } from 'kysely';
import type { SqlDb } from './sql-db';

/** A row a write touched: its table and its id, or its whole key (a tombstone's collection, company and id). */
export type Stamp = { table: string; id: string } | { table: string; key: Record<string, string | number> };

const whereKey = (stamp: Stamp) => {
  const key = 'key' in stamp ? stamp.key : { id: stamp.id };
  return sql.join(Object.entries(key).map(([column, value]) => sql`${sql.ref(column)} = ${value}`), sql` AND `);
};

/** Takes the next version and stamps each row with it; the caller's transaction commits right after. */
export function commitVersion(tx: SqlDb, stamps: readonly Stamp[]): Promise<number> {
  return commitVersionWith(tx, async (version) => {
    for (const stamp of stamps) await tx.run(sql`UPDATE ${sql.table(stamp.table)} SET version = ${version} WHERE ${whereKey(stamp)}`);
  });
}

/** Takes the next version and hands it to `stamp`, the transaction's last writes: for rows that carry their
 *  version elsewhere too (a point's stored item holds it in its JSON). `stamp` does only database work; the
 *  caller's transaction commits right after. */
export function commitVersionWith(tx: SqlDb, stamp: (version: number) => Promise<void>): Promise<number> {
  return commitVersionsWith(tx, 1, stamp);
}

/** Takes the next `count` versions at once and hands the first to `stamp`, which writes rows under first ..
 *  first + count - 1 (a bulk write: the seed's orders and points). As commitVersionWith, the transaction's last
 *  writes; the counter stays locked until COMMIT. Answers the first. */
export async function commitVersionsWith(tx: SqlDb, count: number, stamp: (first: number) => Promise<void>): Promise<number> {
  const taken = await tx.get(sql<{ value: number }>`UPDATE change_version SET value = value + ${count} WHERE id = 1 RETURNING value`);
  if (!taken) throw new Error('change_version row is missing');
  const first = taken.value - count + 1;
  await stamp(first);
  return first;
}

/** A deletion's tombstone, to stamp with commitVersion; a later re-create of the id clears it. */
export async function addTombstone(tx: SqlDb, t: { collection: string; companyId: number; id: string; at: number }): Promise<Stamp> {
  await tx.run(sql`
    INSERT INTO tombstones (collection, company_id, id, version, deleted_at) VALUES (${t.collection}, ${t.companyId}, ${t.id}, 0, ${t.at})
    ON CONFLICT (collection, company_id, id) DO UPDATE SET deleted_at = excluded.deleted_at`);
  return { table: 'tombstones', key: { collection: t.collection, company_id: t.companyId, id: t.id } };
}
