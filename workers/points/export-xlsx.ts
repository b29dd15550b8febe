// The points sheet of the Excel tab (docs/decisions/points.md), built in the points worker from catalog rows.
// SheetJS is imported here on first use only, so its ~400 kB load when someone exports, not with the worker;
// the built chunk is precached like every other .js file, so the export works offline.
//
// Measured on the demo world's 100k points x 15 columns (headless chromium, 2 cores), what makes it fast:
// - the dense sheet is made cell by cell here: no aoa_to_sheet type sniffing, no "A1" keys; repeated values
//   share one cell object;
// - no shared-string table (bookSST false): slower with it, and the zipped file hardly smaller (30 vs 33 MB);
// - output type 'buffer': in a browser SheetJS then hands back its Uint8Array as is, while 'array' turns
//   the whole zip into a binary string and back (about a quarter slower);
// - DEFLATE on: about 0.5 s more than stored (the XML is the cost, not the zip) for a 31 MB file instead of 82.
//
// Values: numbers stay numbers (latitude, longitude); IDs, codes and postal codes stay text (leading zeros,
// as "010000" in Kazakhstan); yes/no flags are the user's words ("Да"/"Нет"), like the headers, because the
// sheet is read by people: Excel's filter lists them as such, and 1/0 would need a legend.
import type { CellObject, WorkSheet } from '@e965/xlsx';
import type { CatalogRow } from './catalog';

export const EXPORT_COLUMNS = [
  'id', 'provider', 'code', 'name', 'type', 'city', 'address', 'postIndex', 'lat', 'lng', 'hours', 'card', 'cash', 'cod', 'operation',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** Every word the sheet shows, in the user's language: the worker has no catalogs of its own. */
export type ExportTexts = {
  sheetName: string;
  headers: Record<ExportColumn, string>;
  /** By point type 1-4 and by available operation 1-3. */
  types: Record<number, string>;
  operations: Record<number, string>;
  /** Delivery service names by key; a key without a name is written as is. */
  providers: Record<string, string>;
  yes: string;
  no: string;
};

/** 'rows': rows prepared so far; 'file': all prepared, SheetJS is writing the file (one call, no progress). */
export type ExportProgress = { phase: 'rows' | 'file'; done: number; total: number };
/** Answers false to stop the export (the Cancel button). */
export type ExportProgressListener = (progress: ExportProgress) => boolean | Promise<boolean>;

/** Rows between progress reports: each is a round trip to the page, which is also where Cancel is heard. */
const PROGRESS_EVERY = 5000;

/** Column widths in characters, so the sheet opens readable. */
const WIDTHS: Record<ExportColumn, number> = {
  id: 14, provider: 14, code: 12, name: 32, type: 14, city: 18, address: 48, postIndex: 9, lat: 10, lng: 10,
  hours: 34, card: 8, cash: 10, cod: 12, operation: 18,
};

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const text = (v: string): CellObject => ({ t: 's', v });
const number = (v: number): CellObject => ({ t: 'n', v });

/** One cell object per distinct value for the columns that repeat (service, type, city, hours, operation):
 *  half a million fewer objects for 100k rows. SheetJS only reads cells of type 's' while writing. */
function sharedText(): (v: string) => CellObject {
  const cells = new Map<string, CellObject>();
  return (v) => {
    let cell = cells.get(v);
    if (!cell) cells.set(v, (cell = text(v)));
    return cell;
  };
}

/** The sheet as .xlsx bytes, or null when the listener asked to stop. */
export async function buildPointsXlsx(
  total: number,
  rowAt: (index: number) => CatalogRow,
  texts: ExportTexts,
  onProgress: ExportProgressListener,
): Promise<Uint8Array | null> {
  const XLSX = await import('@e965/xlsx');
  const shared = sharedText();
  const yes = shared(texts.yes);
  const no = shared(texts.no);
  const flag = (value: boolean) => (value ? yes : no);
  const data: CellObject[][] = new Array(total + 1);
  data[0] = EXPORT_COLUMNS.map((column) => text(texts.headers[column]));
  for (let i = 0; i < total; i++) {
    if (i % PROGRESS_EVERY === 0 && !(await onProgress({ phase: 'rows', done: i, total }))) return null;
    const r = rowAt(i);
    data[i + 1] = [
      text(r.id), shared(texts.providers[r.providerKey] ?? r.providerKey), text(r.code), text(r.name),
      shared(texts.types[r.type] ?? String(r.type)), shared(r.city), text(r.address), text(r.postIndex),
      number(r.lat), number(r.lng), shared(r.timetable), flag(r.paymentCard), flag(r.paymentCash), flag(r.cod),
      shared(texts.operations[r.availableOperation] ?? String(r.availableOperation)),
    ];
  }
  if (!(await onProgress({ phase: 'file', done: total, total }))) return null;
  const ref = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: total, c: EXPORT_COLUMNS.length - 1 } });
  const sheet: WorkSheet = {
    '!data': data,
    '!ref': ref,
    '!cols': EXPORT_COLUMNS.map((column) => ({ wch: WIDTHS[column] })),
    '!autofilter': { ref },
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, texts.sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: false, compression: true }) as Uint8Array;
}
