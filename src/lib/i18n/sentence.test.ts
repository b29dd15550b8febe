import { describe, expect, it } from 'vitest';
import { oneFinalDot } from './sentence';

describe('oneFinalDot', () => {
  it('drops the full stop a message adds after a date that ends in an abbreviation', () => {
    expect(oneFinalDot('Расчётов: 1 234, с 1 мая 2026 г. по 30 мая 2026 г..')).toBe('Расчётов: 1 234, с 1 мая 2026 г. по 30 мая 2026 г.');
  });
  it('leaves other endings alone', () => {
    expect(oneFinalDot('1,234 calculations from May 1, 2026 to May 30, 2026.')).toBe('1,234 calculations from May 1, 2026 to May 30, 2026.');
    expect(oneFinalDot('Updating…')).toBe('Updating…');
    expect(oneFinalDot('Wait...')).toBe('Wait...');
  });
});
