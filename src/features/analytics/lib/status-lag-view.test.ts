import { describe, expect, test } from 'vitest';
import { ORDER_STATUS_KEYS } from '../../../contract/constants';
import type { StatusLagItem } from '../../../contract/status-lag';
import { firstShownStatus, lagByService, measuredStatuses, statusBars } from './status-lag-view';

const ITEMS: StatusLagItem[] = [
  { providerKey: 'boxberry', statusKey: 'uploading', count: 3, medianHours: 1, p90Hours: 1.8, stuckNow: 0 },
  { providerKey: 'boxberry', statusKey: 'onWay', count: 1, medianHours: 2, p90Hours: 2, stuckNow: 1 },
  { providerKey: 'boxberry', statusKey: 'problem', count: 0, medianHours: null, p90Hours: null, stuckNow: 3 },
  { providerKey: 'cdek', statusKey: 'uploading', count: 22, medianHours: 1, p90Hours: 1, stuckNow: 0 },
  { providerKey: 'cdek', statusKey: 'onWay', count: 20, medianHours: 10.5, p90Hours: 18.1, stuckNow: 1 },
];

describe('the lead times screen', () => {
  test('a table per service, its statuses as they came', () => {
    expect(lagByService(ITEMS).map((s) => [s.providerKey, s.rows.map((r) => r.statusKey)])).toEqual([
      ['boxberry', ['uploading', 'onWay', 'problem']], ['cdek', ['uploading', 'onWay']],
    ]);
    expect(lagByService([])).toEqual([]);
  });

  test('the chart offers the measured statuses and opens on the one with the most stuck orders among them', () => {
    const statuses = measuredStatuses(ITEMS, ORDER_STATUS_KEYS);
    expect(statuses).toEqual(['uploading', 'onWay']);
    expect(firstShownStatus(ITEMS, statuses)).toBe('onWay');
    const calm = ITEMS.map((i) => ({ ...i, stuckNow: 0 }));
    expect(firstShownStatus(calm, ['uploading'])).toBe('uploading');
    expect(firstShownStatus([], [])).toBeNull();
  });

  test("each service's median and p90 in the status, where it has stays", () => {
    expect(statusBars(ITEMS, 'onWay')).toEqual({ providerKeys: ['boxberry', 'cdek'], median: [2, 10.5], p90: [2, 18.1] });
    expect(statusBars(ITEMS, 'problem')).toEqual({ providerKeys: [], median: [], p90: [] });
  });
});
