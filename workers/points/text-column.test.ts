import { describe, expect, it } from 'vitest';
import { TextColumn } from './text-column';

const texts = (column: TextColumn) => Array.from({ length: column.length }, (_, slot) => column.get(slot));

describe('text column', () => {
  it('reads back what was set, packed or not, added or changed after packing', () => {
    const column = TextColumn.from(['Арбат', '', 'Волга']);
    expect(texts(column)).toEqual(['Арбат', '', 'Волга']);
    column.set(3, 'Ёлка');
    column.set(1, 'Берёза');
    expect(texts(column)).toEqual(['Арбат', 'Берёза', 'Волга', 'Ёлка']);
    column.pack();
    expect(texts(column)).toEqual(['Арбат', 'Берёза', 'Волга', 'Ёлка']);
    expect(column.packedState()).toEqual({ text: 'АрбатБерёзаВолгаЁлка', ends: new Uint32Array([5, 11, 16, 20]) });
  });

  it('compares a slot with a text without taking a neighbour for part of it', () => {
    const column = TextColumn.from(['ab', 'c', 'abc']);
    column.set(3, 'ab');
    expect([0, 1, 2, 3].map((slot) => column.equals(slot, 'ab'))).toEqual([true, false, false, true]);
    expect(column.equals(1, 'ca')).toBe(false);
    column.set(1, 'ab');
    expect(column.equals(1, 'ab')).toBe(true);
  });

  it('stays in step with a plain array through many changes and the packs they set off', () => {
    const column = new TextColumn();
    const plain: string[] = [];
    let seed = 11;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let n = 0; n < 30_000; n++) {
      const slot = plain.length && random(3) === 0 ? random(plain.length) : plain.length;
      const text = `п${random(1000)}`;
      plain[slot] = text;
      column.set(slot, text);
    }
    expect(texts(column)).toEqual(plain);
    column.pack();
    expect(texts(column)).toEqual(plain);
  });

  it('a saved column comes back as it was', () => {
    const column = new TextColumn(TextColumn.from(['x', 'yy', '']).packedState());
    expect(texts(column)).toEqual(['x', 'yy', '']);
  });
});
