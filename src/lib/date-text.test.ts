import { describe, expect, it } from 'vitest';
import { dateText } from './date-text';

describe('dates in the console language', () => {
  it('shows and reads dd.mm.yyyy in Russian', () => {
    const ru = dateText('ru');
    expect(ru.show('2026-03-07')).toBe('07.03.2026');
    expect(ru.parse('07.03.2026')).toBe('2026-03-07');
    expect(ru.parse('7.3.2026')).toBe('2026-03-07');
  });

  it('shows and reads mm/dd/yyyy in English', () => {
    const en = dateText('en');
    expect(en.show('2026-03-07')).toBe('03/07/2026');
    expect(en.parse('03/07/2026')).toBe('2026-03-07');
  });

  it('takes ISO as typed, and gives null for a text that is not yet a real date', () => {
    const ru = dateText('ru');
    expect(ru.parse('2026-12-31')).toBe('2026-12-31');
    expect(ru.parse('31.02.2026')).toBeNull();
    expect(ru.parse('12.03.26')).toBeNull();
    expect(ru.parse('12.03')).toBeNull();
    expect(ru.parse('  ')).toBe('');
    expect(ru.show('')).toBe('');
  });
});
