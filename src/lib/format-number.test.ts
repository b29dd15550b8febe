import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './format-number';

describe('formatCompactNumber', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [1530, '1.5k'],
    [2_500_000, '2.5M'],
    [7e9, '7G'],
    [3.2e12, '3.2T'],
    [1e15, '1P'],
    [4e18, '4E'],
    [-1500, '-1.5k'],
  ])('%d -> %s', (n, text) => expect(formatCompactNumber(n)).toBe(text));
});
