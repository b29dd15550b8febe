// One page of a list (docs/api.md: {total, items}, page from 1). Every list goes through here, so
// paging, filters and company scoping behave the same everywhere.
import type { Db } from './db-type';
import type { SqlWhere } from '../lib/filter';

export type PageRequest = { page: number; limit: number };

export type PageSource = {
  /** FROM clause: a table or a join. Never built from user input. */
  from: string;
  columns: string;
  orderBy: string;
  /** Conditions that always apply, such as `company_id = ?` (see middleware/company-scope.ts). */
  scope?: SqlWhere[];
  /**
   * The row key (`rowid` of a single table) when rows are wide: the page is then picked over the indexes
   * first and only its rows are read, so a far page (OFFSET 9,900) skips index entries, not 2 kB rows.
   */
  key?: string;
};

/** The count and page statements of a list (tests read their query plans) and their parameters. */
export function pageStatements(source: PageSource, where: SqlWhere[]) {
  const all = [...(source.scope ?? []), ...where];
  const whereSql = all.length ? `WHERE ${all.map((w) => `(${w.sql})`).join(' AND ')}` : '';
  const ordered = `FROM ${source.from} ${whereSql} ORDER BY ${source.orderBy} LIMIT ? OFFSET ?`;
  return {
    count: `SELECT count(*) AS total FROM ${source.from} ${whereSql}`,
    page: source.key
      ? `SELECT ${source.columns} FROM ${source.from} WHERE ${source.key} IN (SELECT ${source.key} ${ordered}) ORDER BY ${source.orderBy}`
      : `SELECT ${source.columns} ${ordered}`,
    params: all.flatMap((w) => w.params),
  };
}

export function queryPage<Row>(db: Db, source: PageSource, where: SqlWhere[], paging: PageRequest) {
  const sql = pageStatements(source, where);
  const { total } = db.prepare(sql.count).get(...sql.params) as { total: number };
  const offset = (paging.page - 1) * paging.limit;
  // A page past the end answers empty without asking SQLite, which also keeps huge page numbers
  // from reaching OFFSET as a value it cannot bind.
  if (offset >= total) return { total, rows: [] as Row[] };
  const rows = db.prepare(sql.page).all(...sql.params, paging.limit, offset) as Row[];
  return { total, rows };
}
