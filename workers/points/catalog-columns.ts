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

export type Columns = {
  ids: TextColumn; alive: number[]; provider: number[]; city: number[]; region: number[]; timetable: number[]; code: TextColumn;
  name: TextColumn; address: TextColumn; postIndex: TextColumn; type: number[]; operation: number[]; flags: number[];
  lat: number[]; lng: number[];
  /** The stored page (SyncPageRow seq) that holds the point's whole record, for its details. */
  page: number[];
};

/** Everything the catalog needs to start again without reading the points (packed for saving by
 *  catalog-snapshot.ts): its columns, dictionaries, the last page read, and the sort orders made so far. */
export type CatalogState = Columns & {
  providers: string[]; cities: string[]; regions: string[]; timetables: string[]; lastPage: number; pass: number;
  orders: Partial<Record<PointSortKey, number[]>>;
};

export const emptyState = (): CatalogState => ({
  ids: new TextColumn(), alive: [], provider: [], city: [], region: [], timetable: [], code: new TextColumn(), name: new TextColumn(),
  address: new TextColumn(), postIndex: new TextColumn(),
  type: [], operation: [], flags: [], lat: [], lng: [], page: [], providers: [], cities: [], regions: [], timetables: [], lastPage: 0, pass: 0, orders: {},
});
