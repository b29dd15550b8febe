import { describe, expect, it } from 'vitest';
import { byPriority, moveOneStep, sameOrder, sameOrderOfCommon } from './rule-order';

describe('byPriority', () => {
  it('puts priority 1 first and rules without a priority last, keeping their order', () => {
    const rules = [{ id: 'c', priority: 3 }, { id: 'new1' }, { id: 'a', priority: 1 }, { id: 'new2' }, { id: 'b', priority: 2 }];
    expect(byPriority(rules).map((r) => r.id)).toEqual(['a', 'b', 'c', 'new1', 'new2']);
  });

  it('leaves the input as it was', () => {
    const rules = [{ id: 'b', priority: 2 }, { id: 'a', priority: 1 }];
    byPriority(rules);
    expect(rules.map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('moveOneStep', () => {
  const ids = ['a', 'b', 'c'];

  it('swaps a rule with the one above or below', () => {
    expect(moveOneStep(ids, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveOneStep(ids, 'b', 1)).toEqual(['a', 'c', 'b']);
  });

  it('does not move past either end or an unknown id', () => {
    expect(moveOneStep(ids, 'a', -1)).toBeNull();
    expect(moveOneStep(ids, 'c', 1)).toBeNull();
    expect(moveOneStep(ids, 'x', 1)).toBeNull();
  });
});

describe('sameOrder', () => {
  it('compares ids place by place', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});

describe('sameOrderOfCommon', () => {
  it('ignores ids only one side has', () => {
    expect(sameOrderOfCommon(['a', 'c'], ['a', 'b', 'c'])).toBe(true);
    expect(sameOrderOfCommon(['new', 'a', 'c'], ['a', 'c'])).toBe(true);
    expect(sameOrderOfCommon(['c', 'a'], ['a', 'b', 'c'])).toBe(false);
  });
});
