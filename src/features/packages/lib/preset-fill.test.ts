import { describe, expect, it } from 'vitest';
import { hasFullSize, matchingPresetId, placeSizeOf, sidesText, weightText } from './preset-fill';

const box = { id: 'b', name: 'Box', length: 30, width: 20.5, height: 10, weight: 1500 };
const flat = { id: 'f', name: 'Flat', length: 30, width: 20.5, height: 2, weight: 200 };

describe('a preset filling a place', () => {
  it('gives its numbers as the place\'s inputs hold them, in the UI\'s decimal mark, without grouping', () => {
    expect(placeSizeOf(box, 'en')).toEqual({ weight: '1500', length: '30', width: '20.5', height: '10' });
    expect(placeSizeOf(box, 'ru')).toEqual({ weight: '1500', length: '30', width: '20,5', height: '10' });
  });

  it('names the preset the place still holds, however its numbers are typed', () => {
    expect(matchingPresetId([flat, box], { weight: '1500', length: '30', width: '20,5', height: '10' })).toBe('b');
    expect(matchingPresetId([flat, box], { weight: ' 1 500 ', length: '30.0', width: '20.50', height: '10' })).toBe('b');
  });

  it('names none once the user changed a number, or left one empty', () => {
    expect(matchingPresetId([flat, box], { weight: '1501', length: '30', width: '20.5', height: '10' })).toBe('');
    expect(matchingPresetId([flat, box], { weight: '', length: '30', width: '20.5', height: '10' })).toBe('');
    expect(matchingPresetId([], { weight: '1500', length: '30', width: '20.5', height: '10' })).toBe('');
  });

  it('writes the sides and the weight in the UI\'s number format', () => {
    expect(sidesText(box, 'en')).toBe('30 × 20.5 × 10');
    expect(sidesText(box, 'ru')).toBe('30 × 20,5 × 10');
    expect(weightText(box, 'en')).toBe('1,500');
  });

  it('tells a row with every number from a queued one that lacks some', () => {
    expect(hasFullSize(box)).toBe(true);
    expect(hasFullSize({ name: 'Half', length: 30, width: 20 })).toBe(false);
  });
});
