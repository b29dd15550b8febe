// An in-memory, column-wise copy of the stored points with just what the points screens filter, sort, list,
// map and export. 100,000 points are too many to read from IndexedDB for every keystroke in a filter: a
// scan of these columns answers in a few milliseconds. Repeated texts (provider, city, hours) are kept once
// in dictionaries. Follows the points table by version (catalog-source.ts); saved as a snapshot so the next
// start does not read every point again.
import type { Point } from '../../src/contract/points';
import { foldText, operationMatches, type PointFilter, type PointSort, type PointSortKey } from '../../src/lib/points/point-filter';

/** What a list row, a map marker's popup and the Excel sheet show of a point. */
export type CatalogRow = {
  id: string; providerKey: string; code: string; name: string; type: number; city: string; address: string;
  postIndex: string; timetable: string; availableOperation: number; paymentCard: boolean; paymentCash: boolean;
  cod: boolean; enabled: boolean; lat: number; lng: number;
};

const CARD = 1;
const CASH = 2;
const COD = 4;
const ENABLED = 8;

/** Repeated strings kept once: each value gets a small number. */
class Dictionary {
  values: string[] = [];
  private index = new Map<string, number>();
  constructor(values: string[] = []) {
    values.forEach((v) => this.id(v));
  }
  id(value: string): number {
    let n = this.index.get(value);
    if (n === undefined) {
      n = this.values.push(value) - 1;
      this.index.set(value, n);
    }
    return n;
  }
}

type Columns = {
  ids: string[]; alive: number[]; provider: number[]; city: number[]; timetable: number[]; code: string[];
  name: string[]; address: string[]; postIndex: string[]; type: number[]; operation: number[]; flags: number[];
  lat: number[]; lng: number[];
};

export type CatalogSnapshot = Columns & { providers: string[]; cities: string[]; timetables: string[]; maxVersion: number };

const emptyColumns = (): Columns => ({
  ids: [], alive: [], provider: [], city: [], timetable: [], code: [], name: [], address: [], postIndex: [],
  type: [], operation: [], flags: [], lat: [], lng: [],
});

export class PointCatalog {
  /** Highest point version taken in: the next refresh reads only newer ones. */
  maxVersion = 0;
  /** Bumped by every change, so cached answers know they are stale. */
  generation = 0;
  private c: Columns;
  private providers: Dictionary;
  private cityNames: Dictionary;
  private timetables: Dictionary;
  private slots = new Map<string, number>();
  private live = 0;
  private orders = new Map<PointSortKey, SortOrder>();
  private lastQuery: { key: string; slots: number[] } | null = null;

  constructor(snapshot?: CatalogSnapshot) {
    this.c = snapshot ? { ...snapshot } : emptyColumns();
    this.providers = new Dictionary(snapshot?.providers);
    this.cityNames = new Dictionary(snapshot?.cities);
    this.timetables = new Dictionary(snapshot?.timetables);
    this.maxVersion = snapshot?.maxVersion ?? 0;
    this.c.ids.forEach((id, slot) => {
      if (!this.c.alive[slot]) return;
      this.slots.set(id, slot);
      this.live++;
    });
  }

  get size(): number {
    return this.live;
  }

  /** Takes a point in, new or changed. */
  upsert(p: Point): void {
    let slot = this.slots.get(p.id);
    if (slot !== undefined) for (const order of this.orders.values()) order.stale.add(slot);
    if (slot === undefined) {
      slot = this.c.ids.push(p.id) - 1;
      this.slots.set(p.id, slot);
      this.live++;
    } else if (!this.c.alive[slot]) this.live++;
    const c = this.c;
    c.alive[slot] = 1;
    c.provider[slot] = this.providers.id(p.providerKey);
    c.city[slot] = this.cityNames.id(p.city);
    c.timetable[slot] = this.timetables.id(p.timetable);
    c.code[slot] = p.code;
    c.name[slot] = p.name;
    c.address[slot] = p.address;
    c.postIndex[slot] = p.postIndex;
    c.type[slot] = p.type;
    c.operation[slot] = p.availableOperation;
    c.flags[slot] = (p.paymentCard ? CARD : 0) | (p.paymentCash ? CASH : 0) | (p.cod ? COD : 0) | (p.enabled ? ENABLED : 0);
    c.lat[slot] = p.lat;
    c.lng[slot] = p.lng;
    if (p.version > this.maxVersion) this.maxVersion = p.version;
    this.generation++;
  }

  /** Forgets points no longer stored (the server removed them). */
  retainOnly(stored: Set<string>): void {
    for (const [id, slot] of this.slots) {
      if (stored.has(id)) continue;
      this.c.alive[slot] = 0;
      this.slots.delete(id);
      this.live--;
      this.generation++;
    }
  }

  row(slot: number): CatalogRow {
    const c = this.c;
    const flags = c.flags[slot];
    return {
      id: c.ids[slot], providerKey: this.providers.values[c.provider[slot]], code: c.code[slot], name: c.name[slot],
      type: c.type[slot], city: this.cityNames.values[c.city[slot]], address: c.address[slot], postIndex: c.postIndex[slot],
      timetable: this.timetables.values[c.timetable[slot]], availableOperation: c.operation[slot],
      paymentCard: Boolean(flags & CARD), paymentCash: Boolean(flags & CASH), cod: Boolean(flags & COD),
      enabled: Boolean(flags & ENABLED), lat: c.lat[slot], lng: c.lng[slot],
    };
  }

  /** Slots of the points that pass the filter, in the sort's order. The last answer is kept, so a list
   *  scrolling through one result reads windows of it without filtering again. */
  query(filter: PointFilter, sort: PointSort): number[] {
    const key = `${this.generation}|${JSON.stringify(filter)}|${sort.by}|${sort.desc}`;
    if (this.lastQuery?.key === key) return this.lastQuery.slots;
    const matches = this.matcher(filter);
    const rank = this.rank(sort.by);
    const slots: number[] = [];
    if (filter.id) {
      const slot = this.slots.get(filter.id.trim());
      if (slot !== undefined && matches(slot)) slots.push(slot);
    } else {
      for (let slot = 0; slot < this.c.ids.length; slot++) if (matches(slot)) slots.push(slot);
      slots.sort(sort.desc ? (a, b) => rank[b] - rank[a] : (a, b) => rank[a] - rank[b]);
    }
    this.lastQuery = { key, slots };
    return slots;
  }

  /** Cities that start with (then contain) the typed text, the biggest first. */
  cities(typed: string, limit: number): Array<{ city: string; count: number }> {
    const wanted = foldText(typed);
    const counts = new Map<number, number>();
    for (const slot of this.slots.values()) counts.set(this.c.city[slot], (counts.get(this.c.city[slot]) ?? 0) + 1);
    const found: Array<{ city: string; count: number; starts: boolean }> = [];
    for (const [n, count] of counts) {
      const folded = foldText(this.cityNames.values[n]);
      if (wanted && !folded.includes(wanted)) continue;
      found.push({ city: this.cityNames.values[n], count, starts: folded.startsWith(wanted) });
    }
    found.sort((a, b) => Number(b.starts) - Number(a.starts) || b.count - a.count);
    return found.slice(0, limit).map(({ city, count }) => ({ city, count }));
  }

  providerKeys(): string[] {
    return [...this.providers.values];
  }

  snapshot(): CatalogSnapshot {
    return { ...this.c, providers: this.providers.values, cities: this.cityNames.values, timetables: this.timetables.values, maxVersion: this.maxVersion };
  }

  private matcher(filter: PointFilter): (slot: number) => boolean {
    const c = this.c;
    const dictMatch = (dict: Dictionary, wanted: string | undefined): Set<number> | null => {
      if (!wanted) return null;
      const folded = foldText(wanted);
      return new Set(dict.values.flatMap((v, n) => (foldText(v) === folded ? [n] : [])));
    };
    const cities = dictMatch(this.cityNames, filter.city);
    const providers = dictMatch(this.providers, filter.providerKey);
    const code = filter.code ? foldText(filter.code) : null;
    const { operation, card, cash } = filter;
    return (slot) =>
      c.alive[slot] === 1
      && (!cities || cities.has(c.city[slot]))
      && (!providers || providers.has(c.provider[slot]))
      && (code === null || foldText(c.code[slot]) === code)
      && (operation === undefined || operationMatches(c.operation[slot] as 1 | 2 | 3, operation))
      && (card === undefined || Boolean(c.flags[slot] & CARD) === (card === 1))
      && (cash === undefined || Boolean(c.flags[slot] & CASH) === (cash === 1));
  }

  /** Each slot's place in the order of a sort key. Sorted in full once; after that only the points added or
   *  changed since are sorted and merged in (a pull of new points, or the few the server changed), so a filter
   *  right after new data does not wait for 100,000 points to be sorted again. Removed points keep their place:
   *  queries skip them. Folded text compares in alphabetical order for Russian (а-я are in order once ё is е)
   *  at a tenth of a collator's cost. */
  private rank(by: PointSortKey): Int32Array {
    const c = this.c;
    const text = (slot: number): string => {
      if (by === 'city') return this.cityNames.values[c.city[slot]];
      if (by === 'providerKey') return this.providers.values[c.provider[slot]];
      return c[by][slot];
    };
    // Within one city or one service, by name.
    const keyOf = (slot: number) => foldText(text(slot)) + (by === 'name' ? '' : `\u0000${foldText(c.name[slot])}`);
    let order = this.orders.get(by);
    if (!order) {
      order = { keys: [], slots: [], covered: 0, stale: new Set(), rank: new Int32Array(0) };
      this.orders.set(by, order);
    }
    if (order.covered === c.ids.length && !order.stale.size) return order.rank;
    const keys = order.keys;
    const moved = [...order.stale];
    for (let slot = order.covered; slot < c.ids.length; slot++) moved.push(slot);
    moved.forEach((slot) => (keys[slot] = keyOf(slot)));
    const before = (a: number, b: number) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b);
    moved.sort(before);
    const kept = order.stale.size ? order.slots.filter((slot) => !order.stale.has(slot)) : order.slots;
    const merged = new Array<number>(kept.length + moved.length);
    for (let i = 0, j = 0, k = 0; k < merged.length; k++) {
      merged[k] = j >= moved.length || (i < kept.length && before(kept[i], moved[j]) <= 0) ? kept[i++] : moved[j++];
    }
    const rank = new Int32Array(c.ids.length);
    merged.forEach((slot, place) => (rank[slot] = place));
    Object.assign(order, { slots: merged, covered: c.ids.length, rank });
    order.stale.clear();
    return rank;
  }
}

/** A sort key's order of the slots, and what changed since it was made. */
type SortOrder = { keys: string[]; slots: number[]; covered: number; stale: Set<number>; rank: Int32Array };
