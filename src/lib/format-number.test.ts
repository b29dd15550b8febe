import { describe, expect, it } from 'vitest';
import { formatCompactNumber } from './format-number';

/** Intl puts a no-break space between a number and its word; the tests read it as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

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
  ])('en: %d -> %s', (n, text) => expect(formatCompactNumber(n, 'en')).toBe(text));

  it.each([
    [999, '999'],
    [1234, '1,2 тыс.'],
    [5000, '5 тыс.'],
    [2_500_000, '2,5 млн'],
    [7e9, '7 млрд'],
    [3.2e12, '3,2 трлн'],
    [-1500, '-1,5 тыс.'],
  ])('ru: %d -> %s', (n, text) => expect(plain(formatCompactNumber(n, 'ru'))).toBe(text));
});
