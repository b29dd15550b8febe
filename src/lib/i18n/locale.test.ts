import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale';

describe('pickLocale', () => {
  it('takes the cookie first', () => expect(pickLocale('en', ['ru-RU'])).toBe('en'));
  it('then the browser language', () => expect(pickLocale(undefined, ['de-DE', 'en-US'])).toBe('en'));
  it('ignores an unknown cookie value', () => expect(pickLocale('fr', ['ru'])).toBe('ru'));
  it('defaults to Russian', () => expect(pickLocale(undefined, ['de-DE'])).toBe('ru'));
});
