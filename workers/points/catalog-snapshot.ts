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

/** A typed array as a plain one the catalog can grow; a loop of pushes is twice as quick as Array.from. */
function plain(typed: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < typed.length; i++) out.push(typed[i]);
  return out;
}

export function packSnapshot(state: CatalogState): PackedSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    count: state.ids.length,
    texts: {
      ids: state.ids.packedState(), code: state.code.packedState(), name: state.name.packedState(),
      address: state.address.packedState(), postIndex: state.postIndex.packedState(),
    },
    alive: Uint8Array.from(state.alive), provider: Uint32Array.from(state.provider), city: Uint32Array.from(state.city),
    region: Uint32Array.from(state.region),
    timetable: Uint32Array.from(state.timetable), type: Uint8Array.from(state.type), operation: Uint8Array.from(state.operation),
    flags: Uint8Array.from(state.flags), lat: Float64Array.from(state.lat), lng: Float64Array.from(state.lng),
    page: Uint32Array.from(state.page),
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
    alive: plain(packed.alive), provider: plain(packed.provider), city: plain(packed.city), region: plain(packed.region),
    timetable: plain(packed.timetable), type: plain(packed.type), operation: plain(packed.operation),
    flags: plain(packed.flags), lat: plain(packed.lat), lng: plain(packed.lng), page: plain(packed.page),
    providers: packed.providers, cities: packed.cities, regions: packed.regions, timetables: packed.timetables, lastPage: packed.lastPage, pass: packed.pass,
    // An order that does not cover every point is of no use: it is made again when asked for.
    orders: Object.fromEntries(packed.orders.filter(([, slots]) => slots.length === count).map(([by, slots]) => [by, plain(slots)])),
  };
}
