// What the point export's sheet holds (docs/decisions/points.md): one row per point in list order, the columns
// below, and headers in the caller's language.
import { POINT_TYPE_NAMES, type PointType } from '../../../src/contract';
import { sql, type RawBuilder } from 'kysely';
import { jsonText } from '../db/sql/dialect';
import type { SqlDialect } from '../db/sql/sql-db';
import { text, type Lang, type TextKey } from '../lib/texts';

/** [header text, what the column reads over points JOIN point_docs]; booleans stay 0/1 as the filter syntax
 *  writes them. Texts as shown live only in the stored item (doc_json). */
const COLUMNS: ReadonlyArray<readonly [TextKey, (dialect: SqlDialect) => RawBuilder<unknown>]> = [
  ['pointColumnId', () => sql`points.id`],
  ['pointColumnProviderKey', () => sql`provider_key`],
  ['pointColumnCode', () => sql`code`],
  ['pointColumnName', (d) => jsonText(d, 'doc_json', 'name')],
  ['pointColumnType', () => sql`type`],
  ['pointColumnCity', (d) => jsonText(d, 'doc_json', 'city')],
  ['pointColumnAddress', (d) => jsonText(d, 'doc_json', 'address')],
  ['pointColumnPostIndex', () => sql`post_index`],
  ['pointColumnLat', () => sql`lat`],
  ['pointColumnLng', () => sql`lng`],
  ['pointColumnTimetable', (d) => jsonText(d, 'doc_json', 'timetable')],
  ['pointColumnPaymentCard', () => sql`payment_card`],
  ['pointColumnPaymentCash', () => sql`payment_cash`],
  ['pointColumnCod', () => sql`cod`],
  ['pointColumnAvailableOperation', () => sql`available_operation`],
];

const TYPE_COLUMN = COLUMNS.findIndex(([key]) => key === 'pointColumnType');

/** The sheet's columns, named c0, c1, ... in sheet order (exportValues reads them back in that order). */
export const exportSelect = (dialect: SqlDialect): RawBuilder<unknown> =>
  sql.join(COLUMNS.map(([, column], i) => sql`${column(dialect)} AS ${sql.id(`c${i}`)}`));

/** A row of exportSelect as the sheet's row of values. */
export const exportValues = (row: Record<string, unknown>): unknown[] => COLUMNS.map((_, i) => row[`c${i}`]);

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
