import { describe, expect, it } from 'vitest';
import { hasTwoDecimalsAtMost } from '../../../contract/field-rules';
import { checkNumber, parseNumber } from './number-rules';

describe('connection number rules', () => {
  it('reads a decimal comma and refuses words', () => {
    expect(parseNumber('1,5')).toBe(1.5);
    expect(parseNumber(' 2 ')).toBe(2);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('abc')).toBeNaN();
  });

  it('takes at most two decimals, forgiving float noise', () => {
    expect(hasTwoDecimalsAtMost(0.1 + 0.2)).toBe(true);
    expect(hasTwoDecimalsAtMost(50.55)).toBe(true);
    expect(hasTwoDecimalsAtMost(1.005)).toBe(false);
  });

  it('never goes below 0 and names the bound', () => {
    const problem = checkNumber('-1');
    expect(problem?.message).toBe('The value must be at least {min}');
    expect(problem?.values).toEqual({ min: 0 });
    expect(checkNumber('0')).toBeNull();
  });

  it('keeps floats to a step of 0.01 and integers whole', () => {
    expect(checkNumber('0.01')).toBeNull();
    expect(checkNumber('0.015')?.message).toBe('At most two decimal places');
    expect(checkNumber('3', { integer: true })).toBeNull();
    expect(checkNumber('3.5', { integer: true })?.message).toBe('Enter a whole number');
    expect(checkNumber('x')?.message).toBe('Enter a number');
  });

  it('honours an upper bound when given', () => {
    expect(checkNumber('100', { max: 100 })).toBeNull();
    expect(checkNumber('100.01', { max: 100 })?.values).toEqual({ max: 100 });
  });
});
