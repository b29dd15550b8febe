// Reads one sync page: the rows and tombstones of a collection after a version, merged in version order;
// a company's own for company collections, everyone's for global ones (points). One read transaction
// (REPEATABLE READ on PostgreSQL), so rows, tombstones, the total and the starts of the pages ahead describe
// the same moment (docs/decisions/database.md, "The sync cursor").
import { sql } from 'kysely';
import type { SyncCollection } from '../../../src/contract';
import type { SqlDb, TxOptions } from '../db/sql/sql-db';
import { pageStartsAfter, rowsWhere, scopeOf, versionsAfter, type SyncScope, type SyncViewer } from './page-plan';
import type { SyncSource } from './sources';

type Change = { version: number; row?: Record<string, unknown>; deletedId?: string };

export type ChangesPage = {
  changes: Change[];
  /** Where the page ends: the last change's version, or `until` when the whole range fitted. */
  end: number;
  hasMore: boolean;
  total: number;
  /** Where the `ahead` pages after this one start (page-plan.ts). */
  ahead: number[];
};

export type ChangesRange = { after: number; limit: number; until?: number; ahead?: number };

/** A sync page's transaction: one snapshot for all its reads, and no writes. */
export const PAGE_READ: TxOptions = { readOnly: true, isolation: 'repeatable read' };

/** What the source's rows are read as: its columns, or all of them. */
export const columnsOf = (db: SqlDb, source: SyncSource) => (source.columns ? source.columns(db.dialect) : sql`*`);

export function readChanges(db: SqlDb, collection: SyncCollection, source: SyncSource, viewer: SyncViewer, range: ChangesRange): Promise<ChangesPage> {
  const { after, limit, until = Number.MAX_SAFE_INTEGER, ahead = 0 } = range;
  const scope = scopeOf(collection, source, viewer);
  return db.tx(async (tx) => {
    // limit + 1 of each: enough to fill the page and to know whether more remain in the range.
    const rows = await tx.all(sql<Record<string, unknown> & { version: number }>`
      SELECT ${columnsOf(tx, source)} FROM ${sql.raw(source.from ?? source.table)}
      ${rowsWhere(scope, sql`version > ${after}`, sql`version <= ${until}`)} ORDER BY version LIMIT ${limit + 1}`);
    const dead = await tx.all(sql<{ id: string; version: number }>`
      SELECT id, version FROM ${scope.tombstones} AND version > ${after} AND version <= ${until} ORDER BY version LIMIT ${limit + 1}`);
    const merged: Change[] = [
      ...rows.map((row) => ({ version: row.version, row })),
      ...dead.map((t) => ({ version: t.version, deletedId: t.id })),
    ].sort((a, b) => a.version - b.version);
    const total = await liveTotal(tx, source, scope);
    const changes = merged.slice(0, limit);
    const rangeFitted = merged.length <= limit && range.until !== undefined;
    // A bounded page that held its whole range ends at `until` (rows that changed meanwhile moved past the
    // planned pages, where the last of them finds them); otherwise at its last change.
    const end = rangeFitted ? until : (changes.at(-1)?.version ?? after);
    const hasMore = merged.length > limit || (rangeFitted && (await versionsAfter(tx, source, scope, end, 1)).length > 0);
    return { changes, end, hasMore, total, ahead: await pageStartsAfter(tx, source, scope, end, limit, ahead) };
  }, PAGE_READ);
}

/** Live rows of the collection the viewer may have now (all of them for a global one): the progress total. */
export async function liveTotal(db: SqlDb, source: SyncSource, scope: SyncScope): Promise<number> {
  const row = await db.get(sql<{ total: number }>`SELECT count(*) AS total FROM ${sql.table(source.table)} ${rowsWhere(scope)}`);
  return Number(row?.total ?? 0);
}

export async function currentVersion(db: SqlDb): Promise<number> {
  return (await db.get(sql<{ value: number }>`SELECT value FROM change_version WHERE id = 1`))?.value ?? 0;
}
