import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('speaks seconds, minutes and hours in both languages', () => {
    expect(formatDuration(45, 'en')).toBe('45 seconds');
    expect(formatDuration(120, 'en')).toBe('2 minutes');
    expect(formatDuration(120, 'ru')).toBe('2 минуты');
    expect(formatDuration(300, 'ru')).toBe('5 минут');
    expect(formatDuration(3600, 'en')).toBe('1 hour');
    expect(formatDuration(3900, 'en')).toBe('1 hr 5 min');
  });
});
