// One page of a list on the data layer (docs/api.md: {total, items}, page from 1), for the lists of
// db/page-query.ts's sources: the count and the page read in one snapshot, so the total describes the page.
import { sql, type RawBuilder } from 'kysely';
import type { SqlWhere } from '../../lib/filter';
import type { PageRequest, PageSource } from '../page-query';
import type { SqlDb, SqlDialect } from './sql-db';
import { whereClause } from './where';

/** The count and page statements of a list (tests read their query plans). */
export function pageStatements<Row>(dialect: SqlDialect, source: PageSource, where: SqlWhere[]) {
  // The source's texts come from code, never from a request; the filter's values are bound.
  const from = sql.raw(source.from);
  const filtered = whereClause(dialect, [...(source.scope ?? []), ...where]);
  const orderBy = sql.raw(source.orderBy);
  const key = source.key ? sql.raw(source.key) : null;
  return {
    count: sql<{ total: number }>`SELECT count(*) AS total FROM ${from} ${filtered}`,
    page: (limit: number, offset: number): RawBuilder<Row> => {
      const ordered = sql`FROM ${from} ${filtered} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;
      return key
        ? sql<Row>`SELECT ${sql.raw(source.columns)} FROM ${from} WHERE ${key} IN (SELECT ${key} ${ordered}) ORDER BY ${orderBy}`
        : sql<Row>`SELECT ${sql.raw(source.columns)} ${ordered}`;
    },
  };
}

export async function listPage<Row>(db: SqlDb, source: PageSource, where: SqlWhere[], paging: PageRequest): Promise<{ total: number; rows: Row[] }> {
  const statements = pageStatements<Row>(db.dialect, source, where);
  return db.tx(async (tx) => {
    const total = Number((await tx.get(statements.count))?.total ?? 0);
    const offset = (paging.page - 1) * paging.limit;
    // A page past the end answers empty without asking, which also keeps huge page numbers from OFFSET.
    if (offset >= total) return { total, rows: [] };
    return { total, rows: await tx.all(statements.page(paging.limit, offset)) };
  }, { readOnly: true, isolation: 'repeatable read' });
}
