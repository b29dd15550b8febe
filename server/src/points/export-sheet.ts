// What the point export's sheet holds (docs/decisions/points.md): one row per point in list order, the columns
// below, and headers in the caller's language.
import { POINT_TYPE_NAMES, type PointType } from '../../../src/contract';
import { sql, type RawBuilder } from 'kysely';
import { text, type Lang, type TextKey } from '../lib/texts';

/** A sheet column: a column of points JOIN point_docs, or a text field of the stored item (doc_json), where the
 *  texts as shown live. Booleans stay 0/1 as the filter syntax writes them. */
type Column = { column: string } | { field: string };

const COLUMNS: ReadonlyArray<readonly [TextKey, Column]> = [
  ['pointColumnId', { column: 'points.id' }],
  ['pointColumnProviderKey', { column: 'provider_key' }],
  ['pointColumnCode', { column: 'code' }],
  ['pointColumnName', { field: 'name' }],
  ['pointColumnType', { column: 'type' }],
  ['pointColumnCity', { field: 'city' }],
  ['pointColumnAddress', { field: 'address' }],
  ['pointColumnPostIndex', { column: 'post_index' }],
  ['pointColumnLat', { column: 'lat' }],
  ['pointColumnLng', { column: 'lng' }],
  ['pointColumnTimetable', { field: 'timetable' }],
  ['pointColumnPaymentCard', { column: 'payment_card' }],
  ['pointColumnPaymentCash', { column: 'payment_cash' }],
  ['pointColumnCod', { column: 'cod' }],
  ['pointColumnAvailableOperation', { column: 'available_operation' }],
];

const TYPE_COLUMN = COLUMNS.findIndex(([key]) => key === 'pointColumnType');

/** What a page of the export reads: the sheet's plain columns (c0, c1, ...) and the stored item once, parsed in
 *  the worker (one JSON.parse a row costs less than PostgreSQL's cast to jsonb for each of four fields). */
export const EXPORT_SELECT: RawBuilder<unknown> = sql.join([
  ...COLUMNS.flatMap(([, c], i) => ('column' in c ? [sql`${sql.raw(c.column)} AS ${sql.id(`c${i}`)}`] : [])),
  sql`doc_json`,
]);

/** A row of EXPORT_SELECT as the sheet's row of values, in sheet order. */
export function exportValues(row: Record<string, unknown>): unknown[] {
  const doc = JSON.parse(row.doc_json as string) as Record<string, unknown>;
  return COLUMNS.map(([, c], i) => ('column' in c ? row[`c${i}`] : (doc[c.field] ?? null)));
}

export const exportHeader = (lang: Lang): string[] => COLUMNS.map(([key]) => text(key, lang));
export const exportSheetName = (lang: Lang): string => text('pointSheet', lang);

/** A row of values (exportValues) as the sheet shows it: the type by its name. Changes the row in place. */
export function exportRow(row: unknown[]): unknown[] {
  row[TYPE_COLUMN] = POINT_TYPE_NAMES[row[TYPE_COLUMN] as PointType] ?? row[TYPE_COLUMN];
  return row;
}

/** points-2026-05-01-1430.xlsx, in UTC. */
export const exportFileName = (at: number): string =>
  `points-${new Date(at).toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.xlsx`;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
