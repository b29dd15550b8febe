// Where the pages after a sync page start (SYNC_AHEAD_HEADER in the contract): the versions at every
// `limit`-th change after a position, rows and tombstones merged, so a puller can ask for those pages at once
// instead of one round trip after another. Each side reads only versions from its (company_id, version) or
// version index, at most count × limit + 1 of them.
import { sql, type RawBuilder } from 'kysely';
import type { SyncCollection } from '../../../src/contract';
import type { SqlDb } from '../db/sql/sql-db';
import type { SyncSource } from './source-types';

/** Who pulls: the company, and the delivery services a provider-limited API token keeps it to (null: all). */
export type SyncViewer = { companyId: number; providers: readonly string[] | null };

/** `rows`: the conditions that pick the rows the viewer may have (none for a global source); `tombstones`: the
 *  table and condition of the deletions it gets. */
export type SyncScope = { rows: Array<RawBuilder<unknown>>; tombstones: RawBuilder<unknown> };

/** Where the source's rows and tombstones live, and the company condition on both (none when global). A
 *  limited token's rows are its services' only (docs/decisions/api-tokens.md "Providers"); deletions carry
 *  no service and stay the company's: an id the puller never had is dropped as nothing. */
export function scopeOf(collection: SyncCollection, source: SyncSource, viewer: SyncViewer): SyncScope {
  if (source.global) return { rows: [], tombstones: sql`global_tombstones WHERE collection = ${collection}` };
  const limit = source.providerColumn && viewer.providers ? viewer.providers : [];
  return {
    rows: [sql`company_id = ${viewer.companyId}`, ...(limit.length ? [sql`${sql.ref(source.providerColumn!)} IN (${sql.join([...limit])})`] : [])],
    tombstones: sql`tombstones WHERE collection = ${collection} AND company_id = ${viewer.companyId}`,
  };
}

/** `WHERE` with the scope's conditions and the given ones, or nothing when there are none. */
export const rowsWhere = (scope: SyncScope, ...more: Array<RawBuilder<unknown>>): RawBuilder<unknown> => {
  const all = [...scope.rows, ...more];
  return all.length ? sql`WHERE ${sql.join(all, sql` AND `)}` : sql``;
};

/** The first `count` change versions after `after`, in order. */
export async function versionsAfter(db: SqlDb, source: SyncSource, scope: SyncScope, after: number, count: number): Promise<number[]> {
  const rows = await db.all(sql<{ version: number }>`
    SELECT version FROM ${sql.table(source.table)} ${rowsWhere(scope, sql`version > ${after}`)} ORDER BY version LIMIT ${count}`);
  const dead = await db.all(sql<{ version: number }>`
    SELECT version FROM ${scope.tombstones} AND version > ${after} ORDER BY version LIMIT ${count}`);
  return [...rows, ...dead].map((v) => v.version).sort((a, b) => a - b).slice(0, count);
}

/** The positions where the `pages` pages after `after` start: the last version of each full page before them.
 *  A start is told only when changes follow it, so no planned page is empty. */
export async function pageStartsAfter(
  db: SqlDb, source: SyncSource, scope: SyncScope, after: number, limit: number, pages: number,
): Promise<number[]> {
  if (pages <= 0) return [];
  const versions = await versionsAfter(db, source, scope, after, pages * limit + 1);
  const starts: number[] = [];
  for (let end = limit; end < versions.length && starts.length < pages; end += limit) starts.push(versions[end - 1]);
  return starts;
}
