// The list filter syntax (docs/api.md "Lists and paging"):
// `city=Москва;providerKey=cdek;availableOperation=[2,3]`.
// Conditions joined by ';', operators = > < % (% = contains), arrays only with =, no trailing ';'.
// A malformed filter answers 040010, a field the list does not offer answers 040011. So does a filter past
// the limits below: far beyond what the console sends, and short of SQLite's own limits (an expression tree
// 1,000 deep, a LIKE pattern of 50,000 bytes, 32,766 bound values), which would otherwise end in a 500.
import { ERROR_CODES } from '../../../src/contract';
import { ApiFailure } from './api-failure';

const FILTER_OPS = ['=', '>', '<', '%'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
const isFilterOp = (op: string): op is FilterOp => FILTER_OPS.some((known) => known === op);
export type FieldType = 'string' | 'number' | 'bool';
/** A field of a JSON document stored as text: each database spells it its own way (db/sql/dialect.ts), so
 *  the condition names it and the data layer spells it where it runs (db/sql/where.ts). */
export type DocField = { doc: string; field: string };
/** column null: the field is accepted and ignored (e.g. `full`, which only asks for what we always send). */
export type FilterField = { column: string | DocField | null; type: FieldType };
export type FilterFields = Record<string, FilterField>;
export type Condition = { field: string; op: FilterOp; values: Array<string | number> };

/** Characters of the whole filter text, conditions joined by ';', values of one `field=[...]` array. */
export const FILTER_LIMITS = { length: 2000, conditions: 50, arrayValues: 500 } as const;

const CONDITION = /^([A-Za-z][A-Za-z0-9_]*)([=<>%])(.+)$/;

const invalid = () =>
  new ApiFailure(400, ERROR_CODES.invalidFilter, 'invalidFilter', { description: 'invalidFilterDescription' });
const tooLarge = () =>
  new ApiFailure(400, ERROR_CODES.invalidFilter, 'invalidFilter', {
    description: 'filterTooLargeDescription', descriptionParams: { ...FILTER_LIMITS },
  });

function convert(raw: string, type: FieldType): string | number {
  const value = raw.trim();
  if (type === 'string') return value;
  if (type === 'bool') {
    if (value === '1' || value === 'true') return 1;
    if (value === '0' || value === 'false') return 0;
    throw invalid();
  }
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) throw invalid();
  return n;
}

export function parseFilter(filter: string | undefined, fields: FilterFields): Condition[] {
  if (filter === undefined || filter.trim() === '') return [];
  if (filter.length > FILTER_LIMITS.length) throw tooLarge();
  const parts = filter.split(';');
  if (parts.length > FILTER_LIMITS.conditions) throw tooLarge();
  return parts.map((part) => {
    const match = CONDITION.exec(part.trim());
    if (!match) throw invalid();
    const [, field = '', op = '', rawValue = ''] = match;
    if (!isFilterOp(op)) throw invalid();
    const spec = fields[field];
    if (!spec) {
      throw new ApiFailure(400, ERROR_CODES.fieldNotFilterable, 'fieldNotFilterable', {
        description: 'fieldNotFilterableDescription',
        descriptionParams: { field, allowed: Object.keys(fields).join(', ') },
      });
    }
    const isArray = rawValue.startsWith('[');
    if (isArray && (op !== '=' || !rawValue.endsWith(']'))) throw invalid();
    if (op === '%' && spec.type !== 'string') throw invalid();
    if ((op === '>' || op === '<') && spec.type === 'bool') throw invalid();
    const rawValues = isArray ? rawValue.slice(1, -1).split(',') : [rawValue];
    if (rawValues.length > FILTER_LIMITS.arrayValues) throw tooLarge();
    if (rawValues.some((v) => v.trim() === '')) throw invalid();
    return { field, op, values: rawValues.map((v) => convert(v, spec.type)) };
  });
}

/** Plain data (it crosses to a reader thread, db/read-pool.ts). `on`: the condition's column is that field of
 *  a JSON document, and `sql` is what follows it. */
/** `on`: the condition's `sql` tests a JSON document's field (db/sql/where.ts spells it per database), lowered for `%`. */
export type SqlWhere = { sql: string; params: Array<string | number>; on?: DocField & { type: FieldType; lowered?: boolean } };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** AND of the conditions as SQL over the fields' columns; ignored fields add nothing. */
export function filterToSql(conditions: Condition[], fields: FilterFields): SqlWhere[] {
  const parts: SqlWhere[] = [];
  for (const { field, op, values } of conditions) {
    const spec = fields[field];
    if (!spec?.column) continue;
    const { column, type } = spec;
    // `%` lowers both sides: LIKE ignores ASCII case on SQLite only, and lower() is ASCII's on SQLite and the
    // locale's on PostgreSQL, so `%` ignores case alike on both (docs/decisions/database.md, "What differs").
    const like = values.length === 1 && op === '%';
    const [test, params] = values.length > 1
      ? [`IN (${values.map(() => '?').join(', ')})`, values]
      : like ? [`LIKE lower(?) ESCAPE '\\'`, [`%${escapeLike(String(values[0]))}%`]] : [`${op} ?`, values];
    parts.push(typeof column === 'string'
      ? { sql: `${like ? `lower(${column})` : column} ${test}`, params }
      : { sql: test, params, on: { ...column, type, lowered: like } });
  }
  return parts;
}
