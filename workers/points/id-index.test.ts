import { describe, expect, it } from 'vitest';
import { IdIndex } from './id-index';
import { TextColumn } from './text-column';

describe('id index', () => {
  it('finds every slot by its id through growth and repacks of the column, and nothing else', () => {
    const ids = new TextColumn();
    const index = new IdIndex(ids);
    for (let slot = 0; slot < 20_000; slot++) {
      ids.set(slot, slot % 3 ? `pt-${slot}` : `пвз-${slot}`);
      index.add(slot);
    }
    expect([0, 1, 2, 4_097, 19_999].map((slot) => index.find(slot % 3 ? `pt-${slot}` : `пвз-${slot}`))).toEqual([0, 1, 2, 4_097, 19_999]);
    expect(index.find('pt-20000')).toBeUndefined();
    expect(index.find('pt-0')).toBeUndefined();
  });

  it('is made from a saved column in one pass, its ids hashed in place as they were written', () => {
    const saved = TextColumn.from(['a1', 'Ёлка-7', 'b2']).packedState();
    const index = new IdIndex(new TextColumn(saved));
    expect(['a1', 'Ёлка-7', 'b2', 'Елка-7'].map((id) => index.find(id))).toEqual([0, 1, 2, undefined]);
  });
});
