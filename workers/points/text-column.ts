// One text column of the points catalog (100,000 names, addresses, codes) kept as one long string and
// where each text ends in it, instead of 100,000 strings. The worker's garbage collector then walks a
// handful of objects instead of half a million (its pauses were 50 ms, in the middle of the user's
// filters), and the snapshot saves the long string as it is. Texts added or changed since the last pack
// are kept as they came until the next one.

/** The column as saved: every text joined, and the offset where each one ends. */
export type PackedText = { text: string; ends: Uint32Array };

/** Texts added or changed since the last pack before the column packs itself again, at the least; more
 *  as it grows, so a pull of 100,000 points packs a dozen times, not a thousand. */
const REPACK_AFTER = 4096;

export class TextColumn {
  private packed: string;
  private ends: Uint32Array;
  /** Texts of the slots after the packed ones. */
  private recent: string[] = [];
  /** Packed slots whose text changed since. */
  private changed = new Map<number, string>();

  constructor(saved: PackedText = { text: '', ends: new Uint32Array(0) }) {
    this.packed = saved.text;
    this.ends = saved.ends;
  }

  get length(): number {
    return this.ends.length + this.recent.length;
  }

  get(slot: number): string {
    const packedCount = this.ends.length;
    if (slot >= packedCount) return this.recent[slot - packedCount] ?? '';
    const changed = this.changed.size ? this.changed.get(slot) : undefined;
    return changed ?? this.packed.slice(slot ? this.ends[slot - 1] : 0, this.ends[slot]);
  }

  /** Whether a slot's text is `text`, without making a string of it (a filter compares every slot). */
  equals(slot: number, text: string): boolean {
    const packedCount = this.ends.length;
    if (slot >= packedCount || (this.changed.size && this.changed.has(slot))) return this.get(slot) === text;
    const start = slot ? this.ends[slot - 1] : 0;
    return this.ends[slot] - start === text.length && this.packed.startsWith(text, start);
  }

  /** Sets a slot's text; the slot after the last one adds a text. */
  set(slot: number, text: string): void {
    const packedCount = this.ends.length;
    if (slot >= packedCount) this.recent[slot - packedCount] = text;
    else this.changed.set(slot, text);
    if (this.recent.length + this.changed.size > Math.max(REPACK_AFTER, packedCount / 2)) this.pack();
  }

  /** Joins every text into one string again. */
  pack(): void {
    if (!this.recent.length && !this.changed.size) return;
    const texts = Array.from({ length: this.length }, (_, slot) => this.get(slot));
    ({ text: this.packed, ends: this.ends } = TextColumn.from(texts).packedState());
    this.recent = [];
    this.changed.clear();
  }

  /** The column packed, as a snapshot saves it (shared: the caller must not change it). */
  packedState(): PackedText {
    this.pack();
    return { text: this.packed, ends: this.ends };
  }

  /** A packed column of these texts, joined once. */
  static from(texts: readonly string[]): TextColumn {
    const ends = new Uint32Array(texts.length);
    let end = 0;
    texts.forEach((text, slot) => (ends[slot] = end += text.length));
    return new TextColumn({ text: texts.join(''), ends });
  }
}
