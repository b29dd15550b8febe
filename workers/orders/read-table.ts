// An import file as a table of text (docs/decisions/orders.md "Orders in bulk"): XLSX (a zip, "PK" at its
// start) read by SheetJS, anything else as UTF-8 CSV. Row numbers are the spreadsheet's (the header is row
// 1; blank rows keep their number), so the preview names rows as the user's program shows them.
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../src/contract/order-import';
import { parseCsv } from './parse-csv';

export type TableRow = { row: number; cells: string[] };
export type Table = { header: string[]; rows: TableRow[] };
export type FileProblem = 'tooBig' | 'notUtf8' | 'unreadable' | 'empty' | 'tooManyRows';

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A cell as the user sees it: a date as YYYY-MM-DD, a number without a thousands separator. */
function cellText(value: unknown): string {
  if (value instanceof Date) return dateText(value);
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  // SheetJS loads with the first spreadsheet, not with the worker.
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(bytes, { type: 'array', dense: true, cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true });
  return rows.map((cells) => cells.map(cellText));
}

function readCsv(bytes: Uint8Array): string[][] | 'notUtf8' {
  try {
    return parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).map((cells) => cells.map((c) => c.trim()));
  } catch {
    return 'notUtf8';
  }
}

export async function readTable(bytes: Uint8Array): Promise<Table | FileProblem> {
  if (bytes.byteLength > IMPORT_MAX_BYTES) return 'tooBig';
  let records: string[][] | 'notUtf8';
  try {
    records = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  } catch {
    return 'unreadable';
  }
  if (records === 'notUtf8') return records;
  const [header, ...rest] = records;
  const rows = rest.map((cells, i) => ({ row: i + 2, cells })).filter((r) => r.cells.some((c) => c !== ''));
  if (!header || !rows.length) return 'empty';
  if (rows.length > IMPORT_MAX_ROWS) return 'tooManyRows';
  return { header, rows };
}
