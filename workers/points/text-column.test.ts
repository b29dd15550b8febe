import { describe, expect, it } from 'vitest';
import { fromOneByte } from './one-byte-text';
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
    const state = column.packedState();
    expect(state).toMatchObject({ ends: new Uint32Array([5, 11, 16, 20]), oneByte: true });
    expect(fromOneByte(state.text)).toBe('АрбатБерёзаВолгаЁлка');
  });

  it('keeps Russian text one byte a character, and a column with a character Windows-1251 lacks as it is', () => {
    const russian = TextColumn.from(['Пункт выдачи «Ёлка» №1 — ул. Ленина, д. 5', 'Boxberry']);
    const { text, oneByte } = russian.packedState();
    expect(oneByte).toBe(true);
    expect([...text].every((ch) => ch.charCodeAt(0) < 0x100)).toBe(true);
    expect(texts(russian)).toEqual(['Пункт выдачи «Ёлка» №1 — ул. Ленина, д. 5', 'Boxberry']);
    russian.set(2, 'Ünter 東京');
    russian.set(0, 'Мира, 1');
    russian.pack();
    expect(russian.packedState().oneByte).toBe(false);
    expect(texts(russian)).toEqual(['Мира, 1', 'Boxberry', 'Ünter 東京']);
    expect(russian.equals(2, 'Ünter 東京')).toBe(true);
  });

  it('compares one-byte slots with a text as given, also one that has no one-byte form', () => {
    const column = TextColumn.from(['ПВЗ-1', 'пвз-1', 'ПВЗ-12']);
    expect([0, 1, 2].map((slot) => column.equals(slot, 'ПВЗ-1'))).toEqual([true, false, false]);
    expect(column.equals(0, '東京東京東')).toBe(false);
    column.set(3, 'ПВЗ-1');
    column.set(1, 'ПВЗ-1');
    column.pack();
    expect([0, 1, 2, 3].map((slot) => column.equals(slot, 'ПВЗ-1'))).toEqual([true, true, false, true]);
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
