import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_FILTER, matchesFilter, parseOrderFilter, validateOrderSearch } from './order-filter';

const row = { id: 'o1', created: '2026-11-20T10:00:00.000Z', shopId: 's1', status: { key: 'onWay' }, order: { providerKey: 'cdek' } };
const words = ' pc-0000001 иванова';

describe('order filter', () => {
  it('reads the URL leniently', () => {
    expect(parseOrderFilter({ status: 'onWay', from: '2026-01-01', to: 'yesterday', q: 7 })).toEqual({
      ...EMPTY_FILTER, status: ['onWay'], from: '2026-01-01',
    });
  });

  it('keeps only known status keys, once each, and refuses overlong ids', () => {
    expect(parseOrderFilter({ status: ['onWay', 'nonsense', 3, 'onWay', 'delivered'] }).status).toEqual(['onWay', 'delivered']);
    expect(parseOrderFilter({ shopId: 'x'.repeat(101), providerKey: 'cdek' })).toEqual({ ...EMPTY_FILTER, providerKey: 'cdek' });
  });

  it('validates the route\'s search params: a bad URL gives the default filter, a good one keeps what is set', () => {
    for (const bad of [{ status: { key: 'onWay' } }, { from: '2026-13', to: 12 }, { q: ['a'], shopId: null }, { status: 'x', extra: '1' }]) {
      expect(validateOrderSearch(bad)).toEqual({});
    }
    expect(validateOrderSearch({ status: 'onWay', q: 'Иван', from: '2026-01-01' })).toEqual({ status: ['onWay'], q: 'Иван', from: '2026-01-01' });
  });

  it('matches status, service, shop, dates and word prefixes together', () => {
    expect(matchesFilter(row, { ...EMPTY_FILTER, status: ['onWay', 'delivered'], providerKey: 'cdek', shopId: 's1', q: 'Иван' }, words)).toBe(true);
    expect(matchesFilter(row, { ...EMPTY_FILTER, status: ['delivered'] }, words)).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, q: 'петров' }, words)).toBe(false);
  });

  it('reads a reason for attention from the URL, and drops an unknown one', () => {
    expect(parseOrderFilter({ attention: 'stuck' }).attention).toBe('stuck');
    expect(parseOrderFilter({ attention: 'late' }).attention).toBe('');
    expect(activeFilterCount({ ...EMPTY_FILTER, attention: 'any' })).toBe(1);
  });

  it('matches attention only with what it is judged by', () => {
    const attention = { now: Date.parse('2026-11-29T00:00:00Z'), stuckAfter: () => null, refusedIds: new Set(['o1']) };
    expect(matchesFilter(row, { ...EMPTY_FILTER, attention: 'refused' }, words, attention)).toBe(true);
    expect(matchesFilter(row, { ...EMPTY_FILTER, attention: 'returning' }, words, attention)).toBe(false);
    expect(matchesFilter(row, { ...EMPTY_FILTER, attention: 'refused' }, words)).toBe(false);
  });

  it('includes the whole last day of a range', () => {
    expect(matchesFilter(row, { ...EMPTY_FILTER, from: '2026-11-20', to: '2026-11-20' }, words)).toBe(true);
    expect(matchesFilter(row, { ...EMPTY_FILTER, from: '2026-11-21' }, words)).toBe(false);
  });
});
