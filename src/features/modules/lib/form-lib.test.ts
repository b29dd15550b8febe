import { describe, expect, it } from 'vitest';
import { codeListOf, codeListText } from './code-list';
import { numberOf, numberText } from './number-text';
import { maskedSecrets, secretBody, secretOf } from './secret-form';

describe('module form helpers', () => {
  it('reads code lists typed with commas, semicolons or lines, once each', () => {
    expect(codeListOf(' a, b;\nc ,, a ')).toEqual(['a', 'b', 'c']);
    expect(codeListText(['a', 'b'])).toBe('a, b');
  });

  it('keeps a blank number empty and a wrong one not a number', () => {
    expect(numberOf(' ')).toBeUndefined();
    expect(numberOf('12')).toBe(12);
    expect(numberOf('12a')).toBeNaN();
    expect(numberText(undefined)).toBe('');
  });

  it('sends a typed secret, keeps a blank one, and masks it for the screens', () => {
    expect(secretBody({ value: '  ', stored: '••••1234' })).toBeUndefined();
    expect(secretBody({ value: ' new-secret ', stored: '' })).toBe('new-secret');
    expect(secretOf('••••1234')).toEqual({ value: '', stored: '••••1234' });
    expect(maskedSecrets({ token: 'abcdefgh12345', other: 'x' }, ['token', 'authToken'])).toEqual({ token: '••••2345' });
  });
});
