// The catalog as it is saved in IndexedDB, packed so that reading it back at every start of the points
// screens is quick: numbers as typed arrays (copied in one piece, where an array of 100,000 numbers is
// cloned number by number), each text column as the one string and offsets it is kept as (text-column.ts),
// and the sort orders already made (sorting 100,000 names again costs a few hundred ms).
import type { PointSortKey } from '../../src/contract/point-filter';
import { TEXT_COLUMNS, type CatalogState } from './catalog';
import { TextColumn, type PackedText } from './text-column';

/** Bumped when the packing changes: a snapshot of another format is dropped and the catalog is rebuilt
 *  from the stored pages. */
export const SNAPSHOT_FORMAT = 5;

export type PackedSnapshot = {
  format: typeof SNAPSHOT_FORMAT;
  count: number;
  texts: Record<(typeof TEXT_COLUMNS)[number], PackedText>;
  alive: Uint8Array; provider: Uint32Array; city: Uint32Array; region: Uint32Array; timetable: Uint32Array; type: Uint8Array;
  operation: Uint8Array; flags: Uint8Array; lat: Float64Array; lng: Float64Array; page: Uint32Array;
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
    alive: state.alive.slice(0, count), provider: state.provider.slice(0, count), city: state.city.slice(0, count),
    region: state.region.slice(0, count), timetable: state.timetable.slice(0, count), type: state.type.slice(0, count),
    operation: state.operation.slice(0, count), flags: state.flags.slice(0, count), lat: state.lat.slice(0, count),
    lng: state.lng.slice(0, count), page: state.page.slice(0, count),
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
  const numbers = [packed.alive, packed.provider, packed.city, packed.region, packed.timetable, packed.type, packed.operation, packed.flags, packed.lat, packed.lng, packed.page];
  if ([ids, code, name, address, postIndex, ...numbers].some((column) => column.length !== count)) return undefined;
  return {
    ids, code, name, address, postIndex,
    // The number columns as they were saved: the catalog grows them by copy when points are added.
    alive: packed.alive, provider: packed.provider, city: packed.city, region: packed.region, timetable: packed.timetable,
    type: packed.type, operation: packed.operation, flags: packed.flags, lat: packed.lat, lng: packed.lng, page: packed.page,
    providers: packed.providers, cities: packed.cities, regions: packed.regions, timetables: packed.timetables, lastPage: packed.lastPage, pass: packed.pass,
    // An order that does not cover every point is of no use: it is made again when asked for.
    orders: Object.fromEntries(packed.orders.filter(([, slots]) => slots.length === count).map(([by, slots]) => [by, plain(slots)])),
  };
}
