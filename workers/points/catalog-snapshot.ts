// The catalog as it is saved in IndexedDB, packed so that reading it back at every start of the points
// screens is quick: numbers as typed arrays (copied in one piece, where an array of 100,000 numbers is
// cloned number by number), each text column as the one string and offsets it is kept as (text-column.ts),
// and the sort orders already made (sorting 100,000 names again costs a few hundred ms).
import type { PointSortKey } from '../../src/contract/point-filter';
import { TEXT_COLUMNS, type CatalogState } from './catalog';
import { TextColumn, type PackedText } from './text-column';
import { mapNumberColumns, NUMBER_COLUMNS, type NumberColumns } from './catalog-columns';

/** Bumped when the packing changes: a snapshot of another format is dropped and the catalog is rebuilt
 *  from the stored pages. */
export const SNAPSHOT_FORMAT = 5;

/** The number columns are saved as the catalog keeps them (catalog-columns.ts), cut to the points' count. */
export type PackedSnapshot = NumberColumns & {
  format: typeof SNAPSHOT_FORMAT;
  count: number;
  texts: Record<(typeof TEXT_COLUMNS)[number], PackedText>;
  providers: string[]; cities: string[]; regions: string[]; timetables: string[]; lastPage: number; pass: number;
  orders: Array<[PointSortKey, Int32Array]>;
};

/** A typed array as a plain one a sort order can splice; a loop of pushes is twice as quick as Array.from. */
function plain(typed: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < typed.length; i++) out.push(typed[i]);
  return out;
}

export function packSnapshot(state: CatalogState): PackedSnapshot {
  const count = state.ids.length;
  return {
    format: SNAPSHOT_FORMAT,
    count,
    texts: {
      ids: state.ids.packedState(), code: state.code.packedState(), name: state.name.packedState(),
      address: state.address.packedState(), postIndex: state.postIndex.packedState(),
    },
    // Copies of the points' part of each column (a view would be saved with its whole buffer, room included).
    ...mapNumberColumns(state, (column) => column.slice(0, count) as typeof column),
    providers: state.providers, cities: state.cities, regions: state.regions, timetables: state.timetables, lastPage: state.lastPage, pass: state.pass,
    orders: Object.entries(state.orders).map(([by, slots]) => [by as PointSortKey, Int32Array.from(slots)]),
  };
}

/** The state saved, or undefined when there is none usable (another format, or a column that does not
 *  have every point): the catalog then starts empty and reads the stored pages. */
export function unpackSnapshot(saved: unknown): CatalogState | undefined {
  const packed = saved as PackedSnapshot | undefined;
  if (packed?.format !== SNAPSHOT_FORMAT) return undefined;
  const { count, texts } = packed;
  const [ids, code, name, address, postIndex] = TEXT_COLUMNS.map((column) => new TextColumn(texts[column]));
  const numbers = NUMBER_COLUMNS.map((name) => packed[name]);
  if ([ids, code, name, address, postIndex, ...numbers].some((column) => column.length !== count)) return undefined;
  return {
    ids, code, name, address, postIndex,
    // The number columns as they were saved: the catalog grows them by copy when points are added.
    ...mapNumberColumns(packed, (column) => column),
    providers: packed.providers, cities: packed.cities, regions: packed.regions, timetables: packed.timetables, lastPage: packed.lastPage, pass: packed.pass,
    // An order that does not cover every point is of no use: it is made again when asked for.
    orders: Object.fromEntries(packed.orders.filter(([, slots]) => slots.length === count).map(([by, slots]) => [by, plain(slots)])),
  };
}
