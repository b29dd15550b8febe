// What every company resource that syncs by cursor has (docs/sync.md "Pull"): its row's common columns and the
// stamps its API item carries. Written only through the data layer (db/sql/synced-rows.ts).

export type SyncedRow = { id: string; company_id: number; version: number; created_at: number; updated_at: number };

export const isoTime = (ms: number): string => new Date(ms).toISOString();

/** The stamps every synced item carries (contract record-meta). */
export const metaOf = (row: SyncedRow) => ({
  id: row.id, version: row.version, created: isoTime(row.created_at), updated: isoTime(row.updated_at),
});
