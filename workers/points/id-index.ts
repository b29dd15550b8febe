// Finds a point's slot by its id in the catalog's packed id column (text-column.ts): a hash table of slot
// numbers in one Int32Array, where a Map kept 100,000 id strings and as many entries for the garbage
// collector to walk (docs/decisions/performance-on-slow-links.md, "Memory on a phone"). A removed point
// keeps its entry: the catalog tells live slots from removed ones, and an id that comes back reuses its slot.
import { hashText, type TextColumn } from './text-column';

/** The table is kept at most half full, so a probe finds its slot or an empty entry in a step or two. */
const MIN_CAPACITY = 1024;

export class IdIndex {
  /** slot + 1 at each used entry, 0 where empty. */
  private table: Int32Array;
  private count = 0;

  constructor(private readonly ids: TextColumn) {
    this.table = new Int32Array(capacityFor(ids.length));
    for (let slot = 0; slot < ids.length; slot++) this.add(slot);
  }

  /** The slot holding `id`, or undefined. */
  find(id: string): number | undefined {
    const mask = this.table.length - 1;
    for (let at = hashText(id) & mask; ; at = (at + 1) & mask) {
      const entry = this.table[at];
      if (entry === 0) return undefined;
      if (this.ids.equals(entry - 1, id)) return entry - 1;
    }
  }

  /** Indexes a slot whose id was just set in the column (and is in no other slot). */
  add(slot: number): void {
    if ((this.count + 1) * 2 > this.table.length) this.grow();
    this.place(slot);
    this.count++;
  }

  private place(slot: number): void {
    const mask = this.table.length - 1;
    let at = this.ids.hash(slot) & mask;
    while (this.table[at] !== 0) at = (at + 1) & mask;
    this.table[at] = slot + 1;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    for (const entry of old) if (entry !== 0) this.place(entry - 1);
  }
}

function capacityFor(count: number): number {
  let capacity = MIN_CAPACITY;
  while (capacity < count * 2 + 2) capacity *= 2;
  return capacity;
}
