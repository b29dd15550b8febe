// What the point export's sheet holds (docs/decisions/points.md): one row per point in list order, the columns
// below, and headers in the caller's language. The worker reads the SQL columns raw (arrays, not objects).
import { POINT_TYPE_NAMES, type PointType } from '../../../src/contract';
import { text, type Lang, type TextKey } from '../lib/texts';

/** [header text, SQL expression over points JOIN point_docs]; booleans stay 0/1 as the filter syntax writes
 *  them. Texts as shown live only in the stored item (doc_json): SQLite's JSON functions read them there. */
const COLUMNS: ReadonlyArray<readonly [TextKey, string]> = [
  ['pointColumnId', 'points.id'],
  ['pointColumnProviderKey', 'provider_key'],
  ['pointColumnCode', 'code'],
  ['pointColumnName', "json_extract(doc_json, '$.name')"],
  ['pointColumnType', 'type'],
  ['pointColumnCity', "json_extract(doc_json, '$.city')"],
  ['pointColumnAddress', "json_extract(doc_json, '$.address')"],
  ['pointColumnPostIndex', 'post_index'],
  ['pointColumnLat', 'lat'],
  ['pointColumnLng', 'lng'],
  ['pointColumnTimetable', "json_extract(doc_json, '$.timetable')"],
  ['pointColumnPaymentCard', 'payment_card'],
  ['pointColumnPaymentCash', 'payment_cash'],
  ['pointColumnCod', 'cod'],
  ['pointColumnAvailableOperation', 'available_operation'],
];

export const EXPORT_SELECT = COLUMNS.map(([, sql]) => sql).join(', ');
const TYPE_COLUMN = COLUMNS.findIndex(([key]) => key === 'pointColumnType');

export const exportHeader = (lang: Lang): string[] => COLUMNS.map(([key]) => text(key, lang));
export const exportSheetName = (lang: Lang): string => text('pointSheet', lang);

/** A raw row (EXPORT_SELECT order) as the sheet shows it: the type by its name. Changes the row in place. */
export function exportRow(row: unknown[]): unknown[] {
  row[TYPE_COLUMN] = POINT_TYPE_NAMES[row[TYPE_COLUMN] as PointType] ?? row[TYPE_COLUMN];
  return row;
}

/** points-2026-05-01-1430.xlsx, in UTC. */
export const exportFileName = (at: number): string =>
  `points-${new Date(at).toISOString().slice(0, 16).replace('T', '-').replace(':', '')}.xlsx`;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
