import { describe, expect, it } from 'vitest';
import { typedNumber, typedNumberOrNull } from './typed-number';

describe('a typed number', () => {
  it('takes a comma for the point and spaces between thousands; empty is null where asked', () => {
    expect(typedNumber('1 500,5')).toBe(1500.5);
    expect(typedNumber('abc')).toBeNaN();
    expect(typedNumberOrNull('  ')).toBeNull();
    expect(typedNumberOrNull('20')).toBe(20);
  });
});
