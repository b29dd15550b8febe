// The list filter's conditions (lib/filter.ts: text with `?` placeholders, and their values) as a `sql` fragment
// of the data layer, so a list filtered by the one filter syntax runs on either database.
import { sql, type RawBuilder } from 'kysely';
import type { SqlWhere } from '../../lib/filter';
import { jsonFlag, jsonNumber, jsonText } from './dialect';
import type { SqlDialect } from './sql-db';

/** A JSON document's field as this database reads it, typed as the filter compares it. */
function docColumn(dialect: SqlDialect, { doc, field, type }: NonNullable<SqlWhere['on']>): RawBuilder<unknown> {
  if (type === 'bool') return jsonFlag(dialect, doc, field);
  return type === 'number' ? jsonNumber(dialect, doc, field) : jsonText(dialect, doc, field);
}

/** A text with `?` placeholders (from code, never user input) around its values, as one statement or fragment. */
export function withParams(text: string, params: readonly unknown[]): RawBuilder<unknown> {
  const parts = text.split('?');
  if (parts.length !== params.length + 1) throw new Error(`a condition with ${parts.length - 1} placeholders and ${params.length} values`);
  return sql.join(parts.map((part, i) => (i < params.length ? sql`${sql.raw(part)}${params[i]}` : sql.raw(part))), sql.raw(''));
}

/** One condition: its text (columns of the list's own fields, never user input) around its values. */
function condition(dialect: SqlDialect, { sql: text, params, on }: SqlWhere): RawBuilder<unknown> {
  const test = withParams(text, params);
  if (!on) return test;
  const field = docColumn(dialect, on);
  return on.lowered ? sql`lower(${field}) ${test}` : sql`${field} ${test}`;
}

/** `WHERE (a) AND (b)`, or nothing without conditions. */
export function whereClause(dialect: SqlDialect, where: readonly SqlWhere[]): RawBuilder<unknown> {
  return where.length ? sql`WHERE ${sql.join(where.map((w) => sql`(${condition(dialect, w)})`), sql.raw(' AND '))}` : sql.raw('');
}
