import { describe, expect, it } from 'vitest';
import { daysOf, lastDays, moscowDay, periodProblem } from './analytics-period';

describe('the analytics period', () => {
  it('counts days in Moscow time', () => {
    expect(moscowDay(Date.parse('2026-11-26T21:30:00Z'))).toBe('2026-11-27');
    expect(moscowDay(Date.parse('2026-11-26T20:59:00Z'))).toBe('2026-11-26');
  });

  it('takes the last N days up to today, and lists every day of a period', () => {
    expect(lastDays(7, Date.parse('2026-11-27T10:00:00Z'))).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('finds a period backwards, too long or not dates', () => {
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(periodProblem({ from: '2024-01-01', to: '2026-03-01' })).toBe('length');
    expect(periodProblem({ from: '', to: '2026-03-01' })).toBe('format');
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });
});
