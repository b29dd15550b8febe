// One page of a list on the data layer (docs/api.md: {total, items}, page from 1), for the lists of
// db/page-query.ts's sources: the count and the page read in one snapshot, so the total describes the page.
import { sql } from 'kysely';
import type { SqlWhere } from '../../lib/filter';
import type { PageRequest, PageSource } from '../page-query';
import type { SqlDb } from './sql-db';
import { whereClause } from './where';

export async function listPage<Row>(db: SqlDb, source: PageSource, where: SqlWhere[], paging: PageRequest): Promise<{ total: number; rows: Row[] }> {
  // The source's texts come from code, never from a request; the filter's values are bound.
  const from = sql.raw(source.from);
  const filtered = whereClause([...(source.scope ?? []), ...where]);
  const orderBy = sql.raw(source.orderBy);
  return db.tx(async (tx) => {
    const total = Number((await tx.get(sql<{ total: number }>`SELECT count(*) AS total FROM ${from} ${filtered}`))?.total ?? 0);
    const offset = (paging.page - 1) * paging.limit;
    // A page past the end answers empty without asking, which also keeps huge page numbers from OFFSET.
    if (offset >= total) return { total, rows: [] };
    const ordered = sql`FROM ${from} ${filtered} ORDER BY ${orderBy} LIMIT ${paging.limit} OFFSET ${offset}`;
    const key = source.key ? sql.raw(source.key) : null;
    const rows = await tx.all(key
      ? sql<Row>`SELECT ${sql.raw(source.columns)} FROM ${from} WHERE ${key} IN (SELECT ${key} ${ordered}) ORDER BY ${orderBy}`
      : sql<Row>`SELECT ${sql.raw(source.columns)} ${ordered}`);
    return { total, rows };
  }, { readOnly: true, isolation: 'repeatable read' });
}
