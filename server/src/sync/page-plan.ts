// Where the pages after a sync page start (SYNC_AHEAD_HEADER in the contract): the versions at every
// `limit`-th change after a position, rows and tombstones merged, so a puller can ask for those pages at once
// instead of one round trip after another. Each side reads only versions from its (company_id, version) or
// version index, at most count × limit + 1 of them.
import type { SyncCollection } from '../../../src/contract';
import type { Db } from '../db/db-type';
import { statement } from '../db/statements';
import type { SyncSource } from './source-types';

/** Who pulls: the company, and the delivery services a provider-limited API token keeps it to (null: all). */
export type SyncViewer = { companyId: number; providers: readonly string[] | null };

/** `rowsWhere` (with `rowParams`) picks the rows the viewer may have; `tombstones` (with `params`) the deletions. */
export type SyncScope = { rowsWhere: string; rowParams: Array<string | number>; tombstones: string; params: number[] };

/** Where the source's rows and tombstones live, and the company condition on both (none when global). A
 *  limited token's rows are its services' only (docs/decisions/api-tokens.md "Providers"); deletions carry
 *  no service and stay the company's: an id the puller never had is dropped as nothing. */
export function scopeOf(source: SyncSource, viewer: SyncViewer): SyncScope {
  if (source.global) return { rowsWhere: '', rowParams: [], tombstones: 'global_tombstones WHERE collection = ?', params: [] };
  const limit = source.providerColumn && viewer.providers ? viewer.providers : [];
  const byProvider = limit.length ? ` ${source.providerColumn} IN (${limit.map(() => '?').join(', ')}) AND` : '';
  return {
    rowsWhere: `company_id = ? AND${byProvider}`, rowParams: [viewer.companyId, ...limit],
    tombstones: 'tombstones WHERE collection = ? AND company_id = ?', params: [viewer.companyId],
  };
}

/** The first `count` change versions after `after`, in order. */
export function versionsAfter(db: Db, collection: SyncCollection, source: SyncSource, scope: SyncScope, after: number, count: number): number[] {
  const rows = statement<Array<string | number>, { version: number }>(
    db,
    `SELECT version FROM ${source.table} WHERE ${scope.rowsWhere} version > ? ORDER BY version LIMIT ?`,
  ).all(...scope.rowParams, after, count);
  const dead = statement<Array<string | number>, { version: number }>(
    db,
    `SELECT version FROM ${scope.tombstones} AND version > ? ORDER BY version LIMIT ?`,
  ).all(collection, ...scope.params, after, count);
  return [...rows, ...dead].map((v) => v.version).sort((a, b) => a - b).slice(0, count);
}

/** The positions where the `pages` pages after `after` start: the last version of each full page before them.
 *  A start is told only when changes follow it, so no planned page is empty. */
export function pageStartsAfter(
  db: Db, collection: SyncCollection, source: SyncSource, scope: SyncScope, after: number, limit: number, pages: number,
): number[] {
  if (pages <= 0) return [];
  const versions = versionsAfter(db, collection, source, scope, after, pages * limit + 1);
  const starts: number[] = [];
  for (let end = limit; end < versions.length && starts.length < pages; end += limit) starts.push(versions[end - 1]);
  return starts;
}
