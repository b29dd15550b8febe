// The list filter's conditions (lib/filter.ts: text with `?` placeholders, and their values) as a `sql` fragment
// of the data layer, so a list filtered by the one filter syntax runs on either database.
import { sql, type RawBuilder } from 'kysely';
import type { SqlWhere } from '../../lib/filter';

/** A text with `?` placeholders (from code, never user input) around its values, as one statement or fragment. */
export function withParams(text: string, params: readonly unknown[]): RawBuilder<unknown> {
  const parts = text.split('?');
  if (parts.length !== params.length + 1) throw new Error(`a condition with ${parts.length - 1} placeholders and ${params.length} values`);
  return sql.join(parts.map((part, i) => (i < params.length ? sql`${sql.raw(part)}${params[i]}` : sql.raw(part))), sql.raw(''));
}

const condition = ({ sql: text, params }: SqlWhere): RawBuilder<unknown> => withParams(text, params);

/** `WHERE (a) AND (b)`, or nothing without conditions. */
export function whereClause(where: readonly SqlWhere[]): RawBuilder<unknown> {
  return where.length ? sql`WHERE ${sql.join(where.map((w) => sql`(${condition(w)})`), sql.raw(' AND '))}` : sql.raw('');
}
