// Owns the change version behind the sync cursor (docs/sync.md): every write of a synced row takes the next
// version and stamps the row with it; every delete leaves a tombstone with its version. Call these
// inside the write's transaction, so a row and its version land together or not at all.
import type { Db } from './db-type';

/** Takes the next value of the global counter. Monotonic across all collections and companies. */
export function nextVersion(db: Db): number {
  const row = db.prepare<[], { value: number }>('UPDATE change_version SET value = value + 1 WHERE id = 1 RETURNING value').get();
  if (!row) throw new Error('change_version row is missing');
  return row.value;
}

export type Tombstone = { collection: string; companyId: number; id: string; at: number };

/** Records a deletion; a later re-create of the same id replaces the tombstone by clearing it. */
export function addTombstone(db: Db, t: Tombstone): number {
  const version = nextVersion(db);
  db.prepare(
    `INSERT INTO tombstones (collection, company_id, id, version, deleted_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (collection, company_id, id) DO UPDATE SET version = excluded.version, deleted_at = excluded.deleted_at`,
  ).run(t.collection, t.companyId, t.id, version, t.at);
  return version;
}

export function clearTombstone(db: Db, collection: string, companyId: number, id: string): void {
  db.prepare('DELETE FROM tombstones WHERE collection = ? AND company_id = ? AND id = ?').run(collection, companyId, id);
}
