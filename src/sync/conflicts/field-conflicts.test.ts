import { describe, expect, test } from 'vitest';
import { defaultChoices, fieldConflicts, mergedBody, sameValue } from './field-conflicts';

const base = { name: 'Склад', phone: '+7 900', address: { city: 'Казань', street: 'Баумана' }, items: [{ q: 1 }], note: null };

describe('a refused edit, field by field', () => {
  test('lists only the fields someone changed, and who changed each', () => {
    const mine = { name: 'Склад №1', phone: '+7 900', address: { city: 'Казань', street: 'Пушкина' }, items: [{ q: 1 }], note: undefined };
    const theirs = { ...base, phone: '+7 911', address: { city: 'Казань', street: 'Кремлёвская' }, version: 9 };
    expect(fieldConflicts(base, mine, theirs)).toEqual([
      { path: 'name', base: 'Склад', mine: 'Склад №1', theirs: 'Склад', changedByMe: true, changedByThem: false },
      { path: 'phone', base: '+7 900', mine: '+7 900', theirs: '+7 911', changedByMe: false, changedByThem: true },
      { path: 'address.street', base: 'Баумана', mine: 'Пушкина', theirs: 'Кремлёвская', changedByMe: true, changedByThem: true },
    ]);
  });

  test('lists compare whole; key order and null against absent do not count as changes', () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue({ a: null }, {})).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    const mine = { ...base, items: [{ q: 2 }] };
    expect(fieldConflicts(base, mine, base).map((c) => c.path)).toEqual(['items']);
  });

  test('by default each side keeps its own changes; a merge takes the server\'s value where chosen', () => {
    const mine = { ...base, name: 'Мой', address: { city: 'Казань', street: 'Моя' } };
    const theirs = { ...base, phone: '+7 911', address: { city: 'Казань', street: 'Их' } };
    const conflicts = fieldConflicts(base, mine, theirs);
    const choices = defaultChoices(conflicts);
    expect(choices).toEqual({ name: 'mine', phone: 'theirs', 'address.street': 'mine' });
    expect(mergedBody(mine, theirs, choices)).toEqual({ ...mine, phone: '+7 911' });
    expect(mergedBody(mine, theirs, { ...choices, 'address.street': 'theirs' })).toEqual({ ...mine, phone: '+7 911', address: { city: 'Казань', street: 'Их' } });
    // The user's body is left as it was.
    expect(mine.address.street).toBe('Моя');
  });
});
