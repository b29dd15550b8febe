import { describe, expect, it } from 'vitest';
import type { ShippingItem } from '../../../contract/shipping-analytics';
import { onTimePercent, servicesBusiestFirst, shippingTotals, spendPerDay } from './shipping-view';

const item = (key: string, orders: number, spend: number, avgCost: number | null, delivered = 0, promised = 0, onTime = 0): ShippingItem =>
  ({ key, orders, spend, avgCost, delivered, promised, onTime });

describe('the shipping view', () => {
  it('puts a zero on days without spend, and a refund day below zero', () => {
    expect(spendPerDay(['2026-11-01', '2026-11-02', '2026-11-03'], [item('2026-11-01', 2, 500.5, 250.25), item('2026-11-03', 0, -80, null)]))
      .toEqual([500.5, 0, -80]);
  });

  it('lists the busiest services first', () => {
    expect(servicesBusiestFirst([item('dpd', 1, 100, 100), item('cdek', 3, 900, 300), item('x5', 1, 200, 200)]).map((i) => i.key))
      .toEqual(['cdek', 'x5', 'dpd']);
  });

  it('gives the share on time of the promised, none without a promise', () => {
    expect(onTimePercent({ onTime: 2, promised: 3 })).toBe(66.7);
    expect(onTimePercent({ onTime: 0, promised: 0 })).toBeNull();
  });

  it('totals the rows, the average as charges over orders rather than an average of averages', () => {
    // cdek: 3 orders at 300 = 900 charged, 100 refunded; dpd: 1 at 100.01; x5: refunds only.
    const rows = [item('cdek', 3, 800, 300, 2, 2, 1), item('dpd', 1, 100.01, 100.01, 1, 0, 0), item('x5', 0, -50, null, 1, 1, 1)];
    expect(shippingTotals(rows)).toEqual({ orders: 4, spend: 850.01, avgCost: 250, delivered: 4, promised: 3, onTime: 2 });
    expect(shippingTotals([])).toEqual({ orders: 0, spend: 0, avgCost: null, delivered: 0, promised: 0, onTime: 0 });
  });
});
