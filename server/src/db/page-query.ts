// One page of a list (spec section 7: {total, items}, page from 1). Every list goes through here, so
// paging, filters and company scoping behave the same everywhere.
import type { Db } from './open';
import type { SqlWhere } from '../lib/filter';

export type PageRequest = { page: number; limit: number };

export type PageSource = {
  /** FROM clause: a table or a join. Never built from user input. */
  from: string;
  columns: string;
  orderBy: string;
  /** Conditions that always apply, such as `company_id = ?` (see middleware/company-scope.ts). */
  scope?: SqlWhere[];
};

export function queryPage<Row>(db: Db, source: PageSource, where: SqlWhere[], paging: PageRequest) {
  const all = [...(source.scope ?? []), ...where];
  const whereSql = all.length ? `WHERE ${all.map((w) => `(${w.sql})`).join(' AND ')}` : '';
  const params = all.flatMap((w) => w.params);
  const { total } = db.prepare(`SELECT count(*) AS total FROM ${source.from} ${whereSql}`).get(...params) as {
    total: number;
  };
  const offset = (paging.page - 1) * paging.limit;
  // A page past the end answers empty without asking SQLite, which also keeps huge page numbers
  // from reaching OFFSET as a value it cannot bind.
  if (offset >= total) return { total, rows: [] as Row[] };
  const rows = db
    .prepare(`SELECT ${source.columns} FROM ${source.from} ${whereSql} ORDER BY ${source.orderBy} LIMIT ? OFFSET ?`)
    .all(...params, paging.limit, offset) as Row[];
  return { total, rows };
}
