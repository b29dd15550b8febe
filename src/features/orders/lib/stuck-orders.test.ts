import { describe, expect, test } from 'vitest';
import type { OrderStatusKey } from '../../../contract/constants';
import { isOrderStuck, statusLagLookup } from './stuck-orders';

const NOW = Date.UTC(2026, 10, 29, 12);
const HOUR = 3600_000;
const order = (providerKey: string, key: OrderStatusKey, hoursAgo: number) =>
  ({ order: { providerKey }, status: { key, created: new Date(NOW - hoursAgo * HOUR).toISOString() } });

const lag = statusLagLookup([
  { providerKey: 'cdek', statusKey: 'onWay', count: 20, medianHours: 10.5, p90Hours: 18.1, stuckNow: 0 },
  { providerKey: 'boxberry', statusKey: 'onWay', count: 19, medianHours: 2, p90Hours: 5, stuckNow: 0 },
]);

describe('a stuck order on the device', () => {
  test("past its service's p90 in the status, with enough samples", () => {
    expect(isOrderStuck(lag, order('cdek', 'onWay', 18.2), NOW)).toBe(true);
    expect(isOrderStuck(lag, order('cdek', 'onWay', 18), NOW)).toBe(false);
  });

  test('past 72 hours with too few samples or none, never in a final status', () => {
    expect(isOrderStuck(lag, order('boxberry', 'onWay', 71), NOW)).toBe(false);
    expect(isOrderStuck(lag, order('boxberry', 'onWay', 73), NOW)).toBe(true);
    expect(isOrderStuck(lag, order('pochta', 'problem', 73), NOW)).toBe(true);
    expect(isOrderStuck(lag, order('cdek', 'delivered', 5000), NOW)).toBe(false);
    expect(isOrderStuck(statusLagLookup([]), order('cdek', 'onWay', 73), NOW)).toBe(true);
  });
});
