import { describe, expect, test } from 'vitest';
import { FINAL_ORDER_STATUSES } from './order-constants';
import { isStuckIn, STUCK_FALLBACK_HOURS, STUCK_MIN_SAMPLES, stuckThresholdHours } from './stuck-rule';

describe('when an order is stuck', () => {
  test("the service's p90 for the status once there are enough samples", () => {
    expect(stuckThresholdHours({ count: STUCK_MIN_SAMPLES, p90Hours: 30.5 })).toBe(30.5);
    expect(isStuckIn('onWay', 30.6, { count: 25, p90Hours: 30.5 })).toBe(true);
    expect(isStuckIn('onWay', 30.5, { count: 25, p90Hours: 30.5 })).toBe(false);
  });

  test('72 hours with fewer than 20 samples, or none at all', () => {
    expect(STUCK_FALLBACK_HOURS).toBe(72);
    expect(stuckThresholdHours({ count: STUCK_MIN_SAMPLES - 1, p90Hours: 5 })).toBe(72);
    expect(stuckThresholdHours({ count: 0, p90Hours: null })).toBe(72);
    expect(stuckThresholdHours(undefined)).toBe(72);
    expect(isStuckIn('onWay', 71, { count: 19, p90Hours: 5 })).toBe(false);
    expect(isStuckIn('onWay', 73, undefined)).toBe(true);
  });

  test('never in a final status, however long', () => {
    expect(FINAL_ORDER_STATUSES).toEqual(['delivered', 'returned', 'deliveryCanceled', 'lost']);
    for (const status of FINAL_ORDER_STATUSES) expect(isStuckIn(status, 10_000, { count: 100, p90Hours: 1 })).toBe(false);
    expect(isStuckIn('problem', 10_000, undefined)).toBe(true);
  });
});
