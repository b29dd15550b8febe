import { describe, expect, it } from 'vitest';
import { dayStart, matchesOperation, periodBounds } from './operation-filter';

const at = (local: string) => new Date(local).toISOString();

describe('the operations filter', () => {
  it('takes whole local days, both ends included', () => {
    const filter = { type: '' as const, from: '2026-11-01', to: '2026-11-02' };
    expect(matchesOperation({ type: 'topup', created: at('2026-11-01T00:00:00') }, filter)).toBe(true);
    expect(matchesOperation({ type: 'topup', created: at('2026-11-02T23:59:59') }, filter)).toBe(true);
    expect(matchesOperation({ type: 'topup', created: at('2026-10-31T23:59:59') }, filter)).toBe(false);
    expect(matchesOperation({ type: 'topup', created: at('2026-11-03T00:00:00') }, filter)).toBe(false);
  });

  it('leaves open ends open, and filters by type', () => {
    expect(matchesOperation({ type: 'orderCharge', created: at('2020-01-01T12:00:00') }, { type: '', from: '', to: '' })).toBe(true);
    expect(matchesOperation({ type: 'orderCharge', created: at('2026-11-01T12:00:00') }, { type: 'topup', from: '', to: '' })).toBe(false);
    expect(periodBounds({ type: '', from: '', to: '' })).toEqual({ lower: '', upper: '\uffff' });
  });

  it('ignores what is not a date', () => {
    expect(dayStart('2026-13-45')).toBe('');
    expect(dayStart('yesterday')).toBe('');
  });
});
