// Bulk writes on the data layer (the demo seed's 100,000 points and 10,000 orders): many rows per INSERT, in
// batches that stay under both databases' limits on a statement's parameters (SQLite's 32,766, PostgreSQL's
// 65,535). A full batch's text is compiled once per table and columns, in the dialect at hand, so full batches
// repeat one text (SQLite's driver then reuses its prepared statement: open-sql-db.ts) and only the values are
// bound anew. Column names come from code, never from a request.
import { CompiledQuery, sql } from 'kysely';
import type { SqlDb } from './sql-db';

/** The lower of the two databases' limits on a statement's parameters (SQLite's). */
export const MAX_PARAMETERS = 32_766;
/** Rows per statement at most: about as fast as the largest batches, with far shorter texts to prepare. */
const MAX_ROWS = 200;

export type RowValues = ReadonlyArray<string | number | null>;

export const rowsPerStatement = (columns: number): number => Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));

const texts = new Map<string, string>();

function compileInsert(db: SqlDb, table: string, columns: readonly string[], rows: number, returning: readonly string[]): string {
  const row = sql`(${sql.join(columns.map(() => null))})`;
  const back = returning.length ? sql` RETURNING ${sql.join(returning.map((c) => sql.ref(c)))}` : sql``;
  return sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    VALUES ${sql.join(Array.from({ length: rows }, () => row))}${back}`.compile(db.kysely).sql;
}

/** The text of a full batch is kept (a few per table); the one shorter last batch is compiled as it comes. */
function insertText(db: SqlDb, table: string, columns: readonly string[], rows: number, returning: readonly string[]): string {
  if (rows < rowsPerStatement(columns.length)) return compileInsert(db, table, columns, rows, returning);
  const key = `${db.dialect}|${table}|${columns.join(',')}|${returning.join(',')}`;
  let text = texts.get(key);
  if (!text) texts.set(key, (text = compileInsert(db, table, columns, rows, returning)));
  return text;
}

/** Inserts the rows (values in `columns` order) and answers the `returning` columns of each, in batches. */
export async function insertRows<Back = never>(
  db: SqlDb, table: string, columns: readonly string[], rows: readonly RowValues[], returning: readonly string[] = [],
): Promise<Back[]> {
  const per = rowsPerStatement(columns.length);
  const back: Back[] = [];
  for (let start = 0; start < rows.length; start += per) {
    const end = Math.min(start + per, rows.length);
    const values: unknown[] = [];
    for (let i = start; i < end; i++) for (const value of rows[i]!) values.push(value);
    const text = insertText(db, table, columns, end - start, returning);
    const result = await db.kysely.executeQuery<Back>(CompiledQuery.raw(text, values));
    for (const row of result.rows) back.push(row);
  }
  return back;
}
