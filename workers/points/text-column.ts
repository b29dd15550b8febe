// One text column of the points catalog (100,000 names, addresses, codes) kept as one long string and
// where each text ends in it, instead of 100,000 strings. The worker's garbage collector then walks a
// handful of objects instead of half a million (its pauses were 50 ms, in the middle of the user's
// filters), and the snapshot saves the long string as it is. Texts added or changed since the last pack
// are kept as they came until the next one. Packed Russian text is kept one byte a character when every
// character has a byte in Windows-1251 (one-byte-text.ts): half the memory of the engine's two-byte strings.
import { fromOneByte, toOneByte, wideCode } from './one-byte-text';

/** The column as saved: every text joined (one byte a character when `oneByte`), and the offset where each
 *  one ends. Snapshots saved before `oneByte` existed hold the texts as they are. */
export type PackedText = { text: string; ends: Uint32Array; oneByte?: boolean };

/** Texts added or changed since the last pack before the column packs itself again, at the least; more
 *  as it grows, so a pull of 100,000 points packs a dozen times, not a thousand. */
const REPACK_AFTER = 4096;

export class TextColumn {
  private packed: string;
  private ends: Uint32Array;
  private oneByte: boolean;
  /** The last text equals() looked for, in the packed form (a filter compares one text with every slot). */
  private sought = { text: '', packed: '' as string | null };
  /** Texts of the slots after the packed ones. */
  private recent: string[] = [];
  /** Packed slots whose text changed since. */
  private changed = new Map<number, string>();

  constructor(saved: PackedText = { text: '', ends: new Uint32Array(0) }) {
    this.packed = saved.text;
    this.ends = saved.ends;
    this.oneByte = saved.oneByte === true;
  }

  get length(): number {
    return this.ends.length + this.recent.length;
  }

  get(slot: number): string {
    const packedCount = this.ends.length;
    if (slot >= packedCount) return this.recent[slot - packedCount] ?? '';
    const changed = this.changed.size ? this.changed.get(slot) : undefined;
    if (changed !== undefined) return changed;
    const text = this.packed.slice(this.startOf(slot), this.ends[slot]);
    return this.oneByte ? fromOneByte(text) : text;
  }

  /** Whether a slot's text is `text`, without making a string of it (a filter compares every slot). */
  equals(slot: number, text: string): boolean {
    if (!this.inPacked(slot)) return this.get(slot) === text;
    const start = this.startOf(slot);
    if (this.ends[slot] - start !== text.length) return false;
    if (!this.oneByte) return this.packed.startsWith(text, start);
    if (this.sought.text !== text) this.sought = { text, packed: toOneByte(text) };
    return this.sought.packed !== null && this.packed.startsWith(this.sought.packed, start);
  }

  /** hashText of the slot's text, read in place (an index of 100,000 ids need not make their strings). */
  hash(slot: number): number {
    if (!this.inPacked(slot)) return hashText(this.get(slot));
    let hash = FNV_OFFSET;
    for (let i = this.startOf(slot); i < this.ends[slot]; i++) {
      const code = this.packed.charCodeAt(i);
      hash = Math.imul(hash ^ (this.oneByte ? wideCode(code) : code), FNV_PRIME);
    }
    return hash >>> 0;
  }

  /** Where a packed slot's text starts in the packed string. */
  private startOf(slot: number): number {
    return slot ? this.ends[slot - 1] : 0;
  }

  /** Whether the slot's text is read from the packed string (not added or changed since the last pack). */
  private inPacked(slot: number): boolean {
    return slot < this.ends.length && !(this.changed.size && this.changed.has(slot));
  }

  /** Sets a slot's text; the slot after the last one adds a text. */
  set(slot: number, text: string): void {
    const packedCount = this.ends.length;
    if (slot >= packedCount) this.recent[slot - packedCount] = text;
    else this.changed.set(slot, text);
    if (this.recent.length + this.changed.size > Math.max(REPACK_AFTER, packedCount / 2)) this.pack();
  }

  /** Joins every text into one string again: one byte a character while every text has its bytes (see
   *  packedOneByte), else as the texts are. */
  pack(): void {
    if (!this.recent.length && !this.changed.size) return;
    const oneByte = this.oneByte || !this.ends.length ? this.packedOneByte() : null;
    ({ text: this.packed, ends: this.ends, oneByte: this.oneByte = false } =
      oneByte ?? TextColumn.from(Array.from({ length: this.length }, (_, slot) => this.get(slot))).packedState());
    this.recent = [];
    this.changed.clear();
  }

  /** The column packed one byte a character, taking the packed texts as they are (already one byte each) and
   *  converting only the added and changed ones; null when one of those has no bytes. */
  private packedOneByte(): PackedText | null {
    const added = toOneByte(this.recent.join(''));
    if (added === null) return null;
    const changed = new Map<number, string>();
    for (const [slot, text] of this.changed) {
      const oneByte = toOneByte(text);
      if (oneByte === null) return null;
      changed.set(slot, oneByte);
    }
    const packedCount = this.ends.length;
    const packedText = (slot: number) => changed.get(slot) ?? this.packed.slice(this.startOf(slot), this.ends[slot]);
    const text = changed.size ? [...Array.from({ length: packedCount }, (_, slot) => packedText(slot)), added].join('') : this.packed + added;
    const ends = new Uint32Array(this.length);
    let end = 0;
    for (let slot = 0; slot < packedCount; slot++) ends[slot] = end += changed.get(slot)?.length ?? this.ends[slot] - this.startOf(slot);
    this.recent.forEach((recent, i) => (ends[packedCount + i] = end += recent.length));
    return { text, ends, oneByte: true };
  }

  /** The column packed, as a snapshot saves it (shared: the caller must not change it). */
  packedState(): PackedText {
    this.pack();
    return { text: this.packed, ends: this.ends, oneByte: this.oneByte };
  }

  /** A packed column of these texts, joined once. */
  static from(texts: readonly string[]): TextColumn {
    const ends = new Uint32Array(texts.length);
    let end = 0;
    texts.forEach((text, slot) => (ends[slot] = end += text.length));
    const joined = texts.join('');
    const oneByte = toOneByte(joined);
    return new TextColumn(oneByte === null ? { text: joined, ends } : { text: oneByte, ends, oneByte: true });
  }
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the text's UTF-16 code units. */
export function hashText(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash >>> 0;
}
