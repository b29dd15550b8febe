import { describe, expect, it } from 'vitest';
import type { OrderStatusKey } from '../../../contract/constants';
import { STUCK_FALLBACK_HOURS } from '../../../contract/stuck-rule';
import { attentionReasonsOf, matchesAttention, stuckAfterFrom, stuckBefore, type AttentionContext } from './attention';

const now = Date.parse('2026-11-29T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(now - h * 3600_000).toISOString();
const context: AttentionContext = { now, stuckAfter: stuckAfterFrom([]), refusedIds: new Set(['refused']) };
const lag = (providerKey: string, statusKey: OrderStatusKey, count: number, p90Hours: number) =>
  ({ providerKey, statusKey, count, medianHours: p90Hours / 2, p90Hours, stuckNow: 0 });
const order = (id: string, key: string, since: string, providerKey = 'cdek') => ({ id, status: { key, created: since }, order: { providerKey } });

describe('orders needing attention', () => {
  it('names each reason an order has', () => {
    expect(attentionReasonsOf(order('a', 'uploadingError', hoursAgo(1)), context)).toEqual(['uploadError']);
    expect(attentionReasonsOf(order('a', 'uploadingError', hoursAgo(200)), context)).toEqual(['uploadError', 'stuck']);
    expect(attentionReasonsOf(order('b', 'returning', hoursAgo(100)), context)).toEqual(['stuck', 'returning']);
    expect(attentionReasonsOf(order('refused', 'onWay', hoursAgo(1)), context)).toEqual(['refused']);
    expect(attentionReasonsOf(order('c', 'onWay', hoursAgo(1)), context)).toEqual([]);
  });

  it('never counts a final status as stuck, however long ago it came', () => {
    for (const key of ['delivered', 'returned', 'deliveryCanceled', 'lost']) {
      expect(attentionReasonsOf(order('d', key, hoursAgo(10_000)), context)).toEqual([]);
    }
  });

  it('counts as stuck only past the threshold, with the service\'s own where it has one', () => {
    expect(matchesAttention(order('e', 'onWay', hoursAgo(72)), 'stuck', context)).toBe(false);
    expect(matchesAttention(order('e', 'onWay', hoursAgo(72.01)), 'stuck', context)).toBe(true);
    // dpd's p90 on the way is one hour over 25 orders; cdek's 30 hours over too few to go by.
    const quick: AttentionContext = { ...context, stuckAfter: stuckAfterFrom([lag('dpd', 'onWay', 25, 1), lag('cdek', 'onWay', 19, 30)]) };
    expect(matchesAttention(order('f', 'onWay', hoursAgo(2), 'dpd'), 'stuck', quick)).toBe(true);
    expect(matchesAttention(order('f', 'onWay', hoursAgo(2), 'cdek'), 'stuck', quick)).toBe(false);
    expect(matchesAttention(order('f', 'onWay', hoursAgo(2), 'dpd'), 'any', quick)).toBe(true);
    expect(matchesAttention(order('f', 'onWay', hoursAgo(40), 'cdek'), 'stuck', quick)).toBe(false);
    expect(matchesAttention(order('f', 'onPointIn', hoursAgo(2), 'dpd'), 'stuck', quick)).toBe(false);
  });

  it('gives the newest entry time that is stuck, as the index compares it', () => {
    const before = stuckBefore('cdek', 'onWay', context)!;
    expect(Date.parse(before)).toBe(now - STUCK_FALLBACK_HOURS * 3600_000 - 1);
    expect(matchesAttention(order('g', 'onWay', before), 'stuck', context)).toBe(true);
    expect(matchesAttention(order('g', 'onWay', new Date(Date.parse(before) + 1).toISOString()), 'stuck', context)).toBe(false);
    expect(stuckBefore('cdek', 'delivered', context)).toBeNull();
  });
});
