import { describe, expect, it } from 'vitest';
import { fixAgeText } from './fix-age';

const now = Date.UTC(2025, 5, 1, 12);

describe('fix age', () => {
  it('says how long ago, in the language of the UI', () => {
    expect(fixAgeText(now - 20_000, now, 'en')).toBe('this minute');
    expect(fixAgeText(now - 3 * 60_000, now, 'ru')).toBe('3 минуты назад');
    expect(fixAgeText(now - 3 * 60_000, now, 'en')).toBe('3 minutes ago');
    expect(fixAgeText(now - 125 * 60_000, now, 'en')).toBe('2 hours ago');
    expect(fixAgeText(now - 50 * 3_600_000, now, 'ru')).toBe('позавчера');
  });

  it('takes a clock that is a little behind the fix as now', () => {
    expect(fixAgeText(now + 5_000, now, 'en')).toBe('this minute');
  });
});
