import { describe, expect, it } from 'vitest';
import { numberAsTyped, typedNumber, typedNumberOrNull } from './typed-number';

describe('a typed number', () => {
  it('takes a comma for the point and spaces between thousands; empty is null where asked', () => {
    expect(typedNumber('1 500,5')).toBe(1500.5);
    expect(typedNumber('abc')).toBeNaN();
    expect(typedNumberOrNull('  ')).toBeNull();
    expect(typedNumberOrNull('20')).toBe(20);
  });
});

describe('a number shown for editing', () => {
  it('has the locale\'s decimal mark, no grouping, and reads back as itself', () => {
    expect(numberAsTyped(0.75, 'ru')).toBe('0,75');
    expect(numberAsTyped(0.75, 'en')).toBe('0.75');
    expect(numberAsTyped(12500.5, 'ru')).toBe('12500,5');
    expect(numberAsTyped(100, 'ru')).toBe('100');
    for (const n of [0.75, 12500.5, 0.01, 100]) expect(typedNumber(numberAsTyped(n, 'ru'))).toBe(n);
  });
});
