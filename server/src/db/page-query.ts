// What a list's page is asked for and read from (docs/api.md: {total, items}, page from 1). Every list goes
// through db/sql/list-page.ts with these, so paging, filters and company scoping behave the same everywhere.
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
   * A unique column of a single table (never `rowid`: PostgreSQL has none) when rows are wide: the page is
   * then picked over the indexes first and only its rows are read, so a far page (OFFSET 9,900) skips index
   * entries, not 2 kB rows.
   */
  key?: string;
};
