import { describe, expect, it } from 'vitest';
import { countsPerDay, pricesPerDay, serviceShares } from './chart-series';

const row = (key: string, count: number, avgCost: number | null = 100) => ({ key, count, avgCost, minCost: avgCost, maxCost: avgCost });

describe('chart series', () => {
  it('puts a zero on days without calculations', () => {
    expect(countsPerDay(['2026-11-01', '2026-11-02', '2026-11-03'], [row('2026-11-01', 4), row('2026-11-03', 2)])).toEqual([4, 0, 2]);
  });

  it('shares add up by count, the biggest first', () => {
    expect(serviceShares([row('dpd', 1), row('cdek', 3)])).toEqual([{ key: 'cdek', count: 3, percent: 75 }, { key: 'dpd', count: 1, percent: 25 }]);
    expect(serviceShares([])).toEqual([]);
  });

  it('keeps the busiest services, each price per day with gaps where it priced nothing', () => {
    const lines = pricesPerDay(['2026-11-01', '2026-11-02'], [
      row('2026-11-01|cdek', 5, 300), row('2026-11-02|cdek', 5, 320), row('2026-11-02|dpd', 2, 500), row('2026-11-01|x5', 1, 200),
    ], 2);
    expect(lines).toEqual([{ key: 'cdek', values: [300, 320] }, { key: 'dpd', values: [null, 500] }]);
  });
});
