import { describe, expect, it } from 'vitest';
import { distanceText } from './distance-text';

// Intl puts a no-break space (or a narrow one) between figures and units; the screen shows them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('distance text', () => {
  it('writes metres and kilometres the Russian way', () => {
    expect(plain(distanceText(352, 'ru'))).toBe('350 м');
    expect(plain(distanceText(1234, 'ru'))).toBe('1,2 км');
    expect(plain(distanceText(2000, 'ru'))).toBe('2 км');
    expect(plain(distanceText(15_400, 'ru'))).toBe('15 км');
    expect(plain(distanceText(7_204_000, 'ru'))).toBe('7 204 км');
  });

  it('writes them the English way', () => {
    expect(distanceText(352, 'en')).toBe('350 m');
    expect(distanceText(1234, 'en')).toBe('1.2 km');
    expect(distanceText(7_204_000, 'en')).toBe('7,204 km');
  });

  it('never says nought metres, and rounds across the units cleanly', () => {
    expect(distanceText(3, 'en')).toBe('10 m');
    expect(distanceText(996, 'en')).toBe('1 km');
    expect(distanceText(9_960, 'en')).toBe('10 km');
    expect(distanceText(9_940, 'en')).toBe('9.9 km');
  });
});
