// An in-memory, column-wise copy of the stored points with just what the points screens filter, sort, list,
// map and export. 100,000 points are too many to read from IndexedDB for every keystroke in a filter: a
// scan of these columns answers in a few milliseconds. Repeated texts (provider, city, hours) are kept once
// in dictionaries. Follows the stored pages (catalog-source.ts); saved as a snapshot so the next start does
// not read every point again.
import type { Point } from '../../src/contract/points';
import { foldText, operationMatches, sortKey, type PointFilter, type PointSort, type PointSortKey } from '../../src/contract/point-filter';
import { distanceMetres, hasCoordinates, type GeoPoint } from '../../src/contract/geo-distance';
import { DistanceOrder } from './distance-order';
import { currentOrder, emptySortOrder, forgetKeys, savedSortOrder, type SortOrder } from './sort-order';
import {
  CARD, CASH, COD, emptyState, ENABLED, mapNumberColumns, TEXT_COLUMNS, withRoom, type CatalogRow, type CatalogState, type Columns, type MarketCandidate,
} from './catalog-columns';
import { Dictionary } from './dictionary';
import { TextColumn } from './text-column';
import { IdIndex } from './id-index';
import { cityCentres, type CityCentre } from './city-centres';

export { TEXT_COLUMNS, type CatalogRow, type CatalogState, type MarketCandidate } from './catalog-columns';

export class PointCatalog {
  /** The last stored page taken in (its seq): the next refresh reads only the pages after it. */
  lastPage = 0;
  /** The pull pass those pages belong to (SyncStateRow.pass); a newer finished pass means starting again. */
  pass = 0;
  /** Bumped by every change, so cached answers know they are stale. */
  generation = 0;
  private c: Columns;
  private providers: Dictionary;
  private cityNames: Dictionary;
  private regionNames: Dictionary;
  private timetables: Dictionary;
  private index: IdIndex;
  private live = 0;
  private orders = new Map<PointSortKey, SortOrder>();
  private lastQuery: { key: string; slots: Int32Array } | null = null;
  /** Two answer buffers used in turn (see scan). */
  private answers = [new Int32Array(0), new Int32Array(0)];
  private nextAnswer = 0;
  /** Codes folded for comparison, made at the first code filter and kept up to date after it. */
  private foldedCodes: TextColumn | null = null;
  /** Buffers of the "near me" order (distance-order.ts), made at its first use. */
  private distances: DistanceOrder | null = null;

  /** Takes the state's arrays over: the caller must not change them afterwards. */
  constructor(state?: CatalogState) {
    const { providers, cities, regions, timetables, lastPage, pass, orders, ...columns } = state ?? emptyState();
    this.c = columns;
    this.providers = new Dictionary(providers);
    this.cityNames = new Dictionary(cities);
    this.regionNames = new Dictionary(regions);
    this.timetables = new Dictionary(timetables);
    this.lastPage = lastPage;
    this.pass = pass;
    // A saved order's sort keys are made again only if points change and must be merged in.
    for (const [by, slots] of Object.entries(orders)) {
      this.orders.set(by as PointSortKey, savedSortOrder(slots));
    }
    this.index = new IdIndex(this.c.ids);
    for (const _ of this.liveSlots()) this.live++;
  }

  get size(): number {
    return this.live;
  }

  /** Takes a point in, new or changed, from the stored page `page`. */
  upsert(p: Point, page: number): void {
    let slot = this.index.find(p.id);
    if (slot !== undefined) for (const order of this.orders.values()) order.stale.add(slot);
    if (slot === undefined) {
      slot = this.c.ids.length;
      this.makeRoom(slot);
      this.c.ids.set(slot, p.id);
      this.index.add(slot);
      this.live++;
    } else if (!this.c.alive[slot]) this.live++;
    const c = this.c;
    c.alive[slot] = 1;
    c.provider[slot] = this.providers.id(p.providerKey);
    c.city[slot] = this.cityNames.id(p.city);
    c.region[slot] = this.regionNames.id(p.region);
    c.timetable[slot] = this.timetables.id(p.timetable);
    c.code.set(slot, p.code);
    this.foldedCodes?.set(slot, foldText(p.code));
    c.name.set(slot, p.name);
    c.address.set(slot, p.address);
    c.postIndex.set(slot, p.postIndex);
    c.type[slot] = p.type;
    c.operation[slot] = p.availableOperation;
    c.flags[slot] = (p.paymentCard ? CARD : 0) | (p.paymentCash ? CASH : 0) | (p.cod ? COD : 0) | (p.enabled ? ENABLED : 0);
    c.lat[slot] = p.lat;
    c.lng[slot] = p.lng;
    c.page[slot] = page;
    this.generation++;
  }

  /** Forgets a point the server deleted. */
  remove(id: string): void {
    const slot = this.index.find(id);
    if (slot === undefined || !this.c.alive[slot]) return;
    this.c.alive[slot] = 0;
    this.live--;
    this.generation++;
  }

  /** The stored page holding a point's whole record, or undefined when the point is not here. */
  pageOf(id: string): number | undefined {
    const slot = this.index.find(id);
    return slot === undefined || !this.c.alive[slot] ? undefined : this.c.page[slot];
  }

  /** from: where the user stands; the row then says how far the point is (when it has coordinates). */
  row(slot: number, from?: GeoPoint): CatalogRow {
    const c = this.c;
    const flags = c.flags[slot];
    const distance = from && hasCoordinates(c.lat[slot], c.lng[slot]) ? distanceMetres(from.lat, from.lng, c.lat[slot], c.lng[slot]) : undefined;
    return {
      id: c.ids.get(slot), providerKey: this.providers.values[c.provider[slot]], code: c.code.get(slot), name: c.name.get(slot),
      type: c.type[slot], city: this.cityNames.values[c.city[slot]], address: c.address.get(slot), postIndex: c.postIndex.get(slot),
      timetable: this.timetables.values[c.timetable[slot]], availableOperation: c.operation[slot],
      paymentCard: Boolean(flags & CARD), paymentCash: Boolean(flags & CASH), cod: Boolean(flags & COD),
      enabled: Boolean(flags & ENABLED), lat: c.lat[slot], lng: c.lng[slot], ...(distance === undefined ? {} : { distance }),
    };
  }

  /** Runs the filter scan a few times over the name order, each condition used and unused, so the engine
   *  has optimised it before the user's first filter: cold, a scan took 10-30 ms in a worker, warm 1-3. */
  warmUp(): void {
    if (!this.live) return;
    const order = this.ordered('name');
    const someCity = this.cityNames.values[this.c.city[order[0]]] ?? '';
    const someProvider = this.providers.values[this.c.provider[order[0]]] ?? '';
    const filters: PointFilter[] = [{}, { providerKey: someProvider }, { city: someCity }, { card: 1 }, { city: someCity, cash: 0, operation: 1 }];
    for (let round = 0; round < 3; round++) for (const filter of filters) this.scan(order, round === 1, this.conditions(filter));
  }

  /** After a complete pull: the text columns are packed whole, and the sort orders keep their slots and let
   *  their keys go (see forgetKeys); what is left is a few long strings and arrays of numbers. */
  settle(): void {
    for (const column of this.textColumns()) column.pack();
    for (const order of this.orders.values()) forgetKeys(order);
  }

  private textColumns(): TextColumn[] {
    return [...TEXT_COLUMNS.map((column) => this.c[column]), ...(this.foldedCodes ? [this.foldedCodes] : [])];
  }

  /** Slots of the points that pass the filter, in the sort's order. The last answer is kept, so a list
   *  scrolling through one result reads windows of it without filtering again. An answer holds until the
   *  next query but one: a caller that keeps it across awaits copies it. */
  query(filter: PointFilter, sort: PointSort): Int32Array {
    // Near me: the matches in name order, then by distance (nearest first; `desc` does not turn it round).
    const near = sort.by === 'distance' && sort.from ? sort.from : null;
    const by = sort.by === 'distance' ? 'name' : sort.by;
    const desc = near ? false : sort.desc;
    const key = `${this.generation}|${JSON.stringify(filter)}|${sortKey({ by, desc, from: near ?? undefined })}`;
    if (this.lastQuery?.key === key) return this.lastQuery.slots;
    const test = this.conditions(filter);
    let slots: Int32Array;
    if (filter.id || filter.ids) {
      const found = (filter.ids ?? [filter.id!.trim()]).flatMap((id) => this.index.find(id) ?? []);
      slots = this.scan(found, false, test);
    } else {
      // Walking the sort order and keeping what matches: no sort of the matches at every filter change.
      slots = this.scan(this.ordered(by), desc, test);
    }
    if (near) (this.distances ??= new DistanceOrder()).sort(slots, this.c.lat, this.c.lng, near);
    this.lastQuery = { key, slots };
    return slots;
  }

  /** The slots of the points here (removed points keep their slot and their place in the id index). */
  private *liveSlots(): Generator<number> {
    const { alive, ids } = this.c;
    for (let slot = 0; slot < ids.length; slot++) if (alive[slot] === 1) yield slot;
  }

  /** The number columns grow together: one look at one of them tells whether all have room. */
  private makeRoom(slot: number): void {
    if (slot >= this.c.alive.length) Object.assign(this.c, mapNumberColumns(this.c, (column) => withRoom(column, slot)));
  }

  /** Cities that start with (then contain) the typed text, the biggest first. */
  cities(typed: string, limit: number): Array<{ city: string; count: number }> {
    const wanted = foldText(typed);
    const counts = new Map<number, number>();
    for (const slot of this.liveSlots()) counts.set(this.c.city[slot], (counts.get(this.c.city[slot]) ?? 0) + 1);
    const found: Array<{ city: string; count: number; starts: boolean }> = [];
    for (const [n, count] of counts) {
      const folded = this.cityNames.folded[n];
      if (wanted && !folded.includes(wanted)) continue;
      found.push({ city: this.cityNames.values[n], count, starts: folded.startsWith(wanted) });
    }
    found.sort((a, b) => Number(b.starts) - Number(a.starts) || b.count - a.count);
    return found.slice(0, limit).map(({ city, count }) => ({ city, count }));
  }

  /** Each city's centre and count of points, for the city names of the map's own base map. */
  cityCentres(): CityCentre[] {
    return cityCentres(this.liveSlots(), this.c, this.cityNames.values);
  }

  providerKeys(): string[] {
    return [...this.providers.values];
  }

  /** The regions of the points here with how many points each has, the biggest first. */
  regions(): Array<{ region: string; count: number }> {
    const counts = new Map<number, number>();
    for (const slot of this.liveSlots()) counts.set(this.c.region[slot], (counts.get(this.c.region[slot]) ?? 0) + 1);
    return [...counts].map(([n, count]) => ({ region: this.regionNames.values[n], count }))
      .filter(({ region }) => region !== '')
      .sort((a, b) => b.count - a.count || a.region.localeCompare(b.region));
  }

  /** Every live point in name order, as a marketplace upload weighs it (upload-preview.ts). */
  *marketCandidates(): Generator<MarketCandidate> {
    const c = this.c;
    for (const slot of this.ordered('name')) {
      if (c.alive[slot] !== 1) continue;
      const flags = c.flags[slot];
      yield {
        slot, region: this.regionNames.values[c.region[slot]], type: c.type[slot], cod: Boolean(flags & COD), enabled: Boolean(flags & ENABLED),
        availableOperation: c.operation[slot], providerKey: this.providers.values[c.provider[slot]],
      };
    }
  }

  /** A point's parts for its name at a marketplace (the template's {name}, {code}, {address}). */
  nameParts(slot: number): { name: string; code: string; address: string } {
    return { name: this.c.name.get(slot), code: this.c.code.get(slot), address: this.c.address.get(slot) };
  }

  /** The current state, its arrays shared with the catalog: pack or copy it before the catalog changes. */
  snapshot(): CatalogState {
    const orders: CatalogState['orders'] = {};
    for (const by of this.orders.keys()) orders[by] = this.ordered(by);
    return {
      ...this.c, providers: this.providers.values, cities: this.cityNames.values, regions: this.regionNames.values, timetables: this.timetables.values,
      lastPage: this.lastPage, pass: this.pass, orders,
    };
  }

  /** The filter as lookup tables over the columns' small numbers, so the scan below does no text work. */
  private conditions(filter: PointFilter): Conditions {
    const c = this.c;
    const wantedIn = (dict: Dictionary, wanted: string | undefined): Uint8Array | null => {
      if (!wanted) return null;
      const folded = foldText(wanted);
      const table = new Uint8Array(dict.values.length);
      dict.folded.forEach((v, n) => (table[n] = v === folded ? 1 : 0));
      return table;
    };
    const code = filter.code ? foldText(filter.code) : null;
    const operations = new Uint8Array(4);
    for (const op of [1, 2, 3] as const) operations[op] = filter.operation === undefined || operationMatches(op, filter.operation) ? 1 : 0;
    const flagMask = (filter.card === undefined ? 0 : CARD) | (filter.cash === undefined ? 0 : CASH);
    const flagWant = (filter.card === 1 ? CARD : 0) | (filter.cash === 1 ? CASH : 0);
    return {
      cities: wantedIn(this.cityNames, filter.city), providers: wantedIn(this.providers, filter.providerKey),
      code, codes: code === null ? null : (this.foldedCodes ??= foldedColumn(c.code)), operations, flagMask, flagWant,
    };
  }

  /** The slots of `order` that pass, in its order or reversed. One method for every filter, so the engine
   *  optimises it once: a closure made per filter ran cold at every change (7-22 ms where this takes 2-5).
   *  The answer is written into one of two buffers used in turn, which the last answer is not in: pushing
   *  100,000 numbers onto a new array grew and copied it a dozen times (most of an unfiltered query's
   *  time), and a new 400 kB array per filter change kept the worker's garbage collector busy mid-filter. */
  private scan(order: number[], desc: boolean, test: Conditions): Int32Array {
    const { alive, city, provider, operation, flags } = this.c;
    const { cities, providers, codes, code, operations, flagMask, flagWant } = test;
    const n = order.length;
    // A scan may write over the kept answer's buffer (two scans in a row do): query() keeps what it answers next.
    this.lastQuery = null;
    let out = this.answers[this.nextAnswer];
    if (out.length < n) out = this.answers[this.nextAnswer] = new Int32Array(Math.ceil(n * 1.25));
    this.nextAnswer ^= 1;
    let found = 0;
    for (let i = 0; i < n; i++) {
      const slot = order[desc ? n - 1 - i : i];
      if (alive[slot] !== 1) continue;
      if (cities !== null && cities[city[slot]] !== 1) continue;
      if (providers !== null && providers[provider[slot]] !== 1) continue;
      if (operations[operation[slot]] !== 1) continue;
      if ((flags[slot] & flagMask) !== flagWant) continue;
      if (codes !== null && !codes.equals(slot, code!)) continue;
      out[found++] = slot;
    }
    return out.subarray(0, found);
  }

  /** Every slot in the order of a sort key, kept up to date by sort-order.ts. Folded text compares in
   *  alphabetical order for Russian (а-я are in order once ё is е) at a tenth of a collator's cost. */
  private ordered(by: PointSortKey): number[] {
    const c = this.c;
    const text = (slot: number): string => {
      if (by === 'city') return this.cityNames.values[c.city[slot]];
      if (by === 'providerKey') return this.providers.values[c.provider[slot]];
      return c[by].get(slot);
    };
    // Within one city or one service, by name.
    const keyOf = (slot: number) => foldText(text(slot)) + (by === 'name' ? '' : `\u0000${foldText(c.name.get(slot))}`);
    let order = this.orders.get(by);
    if (!order) this.orders.set(by, (order = emptySortOrder()));
    return currentOrder(order, c.ids.length, keyOf);
  }
}

function foldedColumn(codes: TextColumn): TextColumn {
  const folded: string[] = [];
  for (let slot = 0; slot < codes.length; slot++) folded.push(foldText(codes.get(slot)));
  return TextColumn.from(folded);
}

/** A filter made ready for a scan: a table per dictionary (1 = wanted; null = any), operations by value,
 *  and the payment flags as a mask and the bits wanted under it. */
type Conditions = {
  cities: Uint8Array | null; providers: Uint8Array | null; code: string | null; codes: TextColumn | null;
  operations: Uint8Array; flagMask: number; flagWant: number;
};

