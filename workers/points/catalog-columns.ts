// The point catalog's layout (catalog.ts): one array per column, indexed by a point's slot, texts packed
// (text-column.ts) and repeated ones kept by number in dictionaries; what a row of it reads as; its empty state.
import type { PointSortKey } from '../../src/contract/point-filter';
import type { UploadCandidate } from '../../src/contract/point-upload';
import { TextColumn } from './text-column';

/** A point as the marketplace upload's rule weighs it, with its slot to read its name by. */
export type MarketCandidate = UploadCandidate & { slot: number };

/** What a list row, a map marker's popup and the Excel sheet show of a point. */
export type CatalogRow = {
  id: string; providerKey: string; code: string; name: string; type: number; city: string; address: string;
  postIndex: string; timetable: string; availableOperation: number; paymentCard: boolean; paymentCash: boolean;
  cod: boolean; enabled: boolean; lat: number; lng: number;
  /** Metres from where the user stands, when the question gave that place and the point has coordinates. */
  distance?: number;
};

/** The bits of a point's flags column. */
export const CARD = 1;
export const CASH = 2;
export const COD = 4;
export const ENABLED = 8;

/** The columns kept as packed text (text-column.ts), in the order a snapshot saves them. */
export const TEXT_COLUMNS = ['ids', 'code', 'name', 'address', 'postIndex'] as const;

/** The number columns are typed arrays with room to grow (withRoom): as saved in the snapshot, so a start
 *  takes them over without copying, and a point costs its bytes, not a JavaScript array's 4-8 per number
 *  (docs/decisions/performance-on-slow-links.md, "Memory on a phone"). Their length is their room; the
 *  catalog's size is the id column's length. */
export type Columns = {
  ids: TextColumn; alive: Uint8Array; provider: Uint32Array; city: Uint32Array; region: Uint32Array; timetable: Uint32Array; code: TextColumn;
  name: TextColumn; address: TextColumn; postIndex: TextColumn; type: Uint8Array; operation: Uint8Array; flags: Uint8Array;
  lat: Float64Array; lng: Float64Array;
  /** The stored page (SyncPageRow seq) that holds the point's whole record, for its details. */
  page: Uint32Array;
};

/** The number columns. */
export const NUMBER_COLUMNS = ['alive', 'provider', 'city', 'region', 'timetable', 'type', 'operation', 'flags', 'lat', 'lng', 'page'] as const;

type NumberColumn = Columns[(typeof NUMBER_COLUMNS)[number]];
export type NumberColumns = Pick<Columns, (typeof NUMBER_COLUMNS)[number]>;

/** Each number column through `change`, which keeps its type (a copy, a slice). */
export const mapNumberColumns = (columns: NumberColumns, change: <T extends NumberColumn>(column: T) => T): NumberColumns =>
  Object.fromEntries(NUMBER_COLUMNS.map((name) => [name, change(columns[name])])) as NumberColumns;

/** `column` with room at index `at`: the same one, or a copy with twice the room. */
export function withRoom<T extends NumberColumn>(column: T, at: number): T {
  if (at < column.length) return column;
  const grown = new (column.constructor as new (length: number) => T)(Math.max(1024, column.length * 2, at + 1));
  grown.set(column);
  return grown;
}

/** Everything the catalog needs to start again without reading the points (packed for saving by
 *  catalog-snapshot.ts): its columns, dictionaries, the last page read, and the sort orders made so far. */
export type CatalogState = Columns & {
  providers: string[]; cities: string[]; regions: string[]; timetables: string[]; lastPage: number; pass: number;
  orders: Partial<Record<PointSortKey, number[]>>;
};

export const emptyState = (): CatalogState => ({
  ids: new TextColumn(), alive: new Uint8Array(0), provider: new Uint32Array(0), city: new Uint32Array(0), region: new Uint32Array(0),
  timetable: new Uint32Array(0), code: new TextColumn(), name: new TextColumn(), address: new TextColumn(), postIndex: new TextColumn(),
  type: new Uint8Array(0), operation: new Uint8Array(0), flags: new Uint8Array(0), lat: new Float64Array(0), lng: new Float64Array(0),
  page: new Uint32Array(0), providers: [], cities: [], regions: [], timetables: [], lastPage: 0, pass: 0, orders: {},
});
