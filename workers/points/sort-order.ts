// One sort key's order of the catalog's slots (catalog.ts), kept up to date as points come in. Sorted in
// full once; after that only the points added or changed since are placed: a few (the server's trickle of
// edits) one by one by binary search, more (a pull of new points) sorted and merged in. So a filter right
// after new data does not wait for 100,000 points to be sorted again. Removed points keep their place:
// queries skip them.

/** A sort key's order of the slots, and what changed since it was made. */
export type SortOrder = {
  /** Each slot's sort key; `keyed` false while only a saved order is known and no merge has needed them. */
  keys: string[]; keyed: boolean;
  slots: number[]; covered: number; stale: Set<number>;
};

/** Up to this many changed points are put back one by one; more are sorted and merged. */
const FEW_MOVED = 64;

export const emptySortOrder = (): SortOrder => ({ keys: [], keyed: true, slots: [], covered: 0, stale: new Set() });

/** An order read from a snapshot: its keys are made only if a merge needs them. */
export const savedSortOrder = (slots: number[]): SortOrder => ({ keys: [], keyed: false, slots, covered: slots.length, stale: new Set() });

/** Drops the order's keys (100,000 strings the worker's every garbage collection would walk): once a pull
 *  is complete, changes come a few at a time and are placed with keys made as needed. */
export function forgetKeys(order: SortOrder): void {
  order.keys = [];
  order.keyed = false;
}

/** The order over slots 0..size-1, after taking in the stale slots and those added since it was made. */
export function currentOrder(order: SortOrder, size: number, keyOf: (slot: number) => string): number[] {
  if (order.covered === size && !order.stale.size) return order.slots;
  const moved = [...order.stale];
  for (let slot = order.covered; slot < size; slot++) moved.push(slot);
  const slots = moved.length <= FEW_MOVED ? reinsert(order, moved, keyOf) : merge(order, moved, keyOf);
  Object.assign(order, { slots, covered: size });
  order.stale.clear();
  return slots;
}

function merge(order: SortOrder, moved: number[], keyOf: (slot: number) => string): number[] {
  const keys = order.keys;
  if (!order.keyed) {
    for (let slot = 0; slot < order.covered; slot++) keys[slot] = keyOf(slot);
    order.keyed = true;
  }
  moved.forEach((slot) => (keys[slot] = keyOf(slot)));
  const before = (a: number, b: number) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b);
  moved.sort(before);
  const kept = order.stale.size ? order.slots.filter((slot) => !order.stale.has(slot)) : order.slots;
  const merged = new Array<number>(kept.length + moved.length);
  for (let i = 0, j = 0, k = 0; k < merged.length; k++) {
    merged[k] = j >= moved.length || (i < kept.length && before(kept[i], moved[j]) <= 0) ? kept[i++] : moved[j++];
  }
  return merged;
}

/** Each moved slot taken out and put back where its key belongs: some 17 keys compared a point, where a
 *  merge compares 100,000 and an order restored from the snapshot would first need every key made. */
function reinsert(order: SortOrder, moved: number[], keyOf: (slot: number) => string): number[] {
  // A copy (snapshots share the old one), the moved slots found one by one: faster than a filter of all.
  const slots = order.slots.slice();
  for (const slot of moved) {
    const at = slot < order.covered ? slots.indexOf(slot) : -1;
    if (at >= 0) slots.splice(at, 1);
  }
  // Only unmoved and already placed slots are compared, and a placed one's key is renewed first.
  const keyAt = (slot: number): string => (order.keyed ? order.keys[slot] : keyOf(slot));
  for (const slot of moved) {
    const key = keyOf(slot);
    if (order.keyed) order.keys[slot] = key;
    let low = 0;
    let high = slots.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = keyAt(slots[mid]);
      if (other < key || (other === key && slots[mid] < slot)) low = mid + 1;
      else high = mid;
    }
    slots.splice(low, 0, slot);
  }
  return slots;
}
