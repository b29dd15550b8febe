import { describe, expect, it } from 'vitest';
import { coordinateText, isWithin, LATITUDE, parseCoordinate } from './coordinate';

describe('coordinates', () => {
  it('reads empty as unknown and a comma as the decimal point', () => {
    expect(parseCoordinate('  ')).toBeNull();
    expect(parseCoordinate(' 55,7094 ')).toBe(55.7094);
    expect(parseCoordinate('-37.5')).toBe(-37.5);
  });

  it.each(['1e3', 'Infinity', '0x10', '12a', '.5', '--1'])('refuses %j', (text) => {
    expect(parseCoordinate(text)).toBeNaN();
  });

  it('bounds the latitude', () => {
    expect(isWithin(90, LATITUDE)).toBe(true);
    expect(isWithin(90.01, LATITUDE)).toBe(false);
    expect(isWithin(Number.NaN, LATITUDE)).toBe(false);
  });

  it('shows a stored coordinate or nothing', () => {
    expect(coordinateText(55.7)).toBe('55.7');
    expect(coordinateText(null)).toBe('');
  });
});
