// The analytics answers as what the charts draw: counts per day (0 on a day without calculations), each
// service's share of the calculations, and each of the busiest services' average price per day (null where
// it priced nothing that day, so its line has a gap rather than a fall to zero).
import type { AnalyticsRow } from '../../../contract/analytics';

export function countsPerDay(days: string[], rows: AnalyticsRow[]): number[] {
  const byDay = new Map(rows.map((r) => [r.key, r.count]));
  return days.map((day) => byDay.get(day) ?? 0);
}

export type Share = { key: string; count: number; percent: number };

export function serviceShares(rows: AnalyticsRow[]): Share[] {
  const total = rows.reduce((n, r) => n + r.count, 0);
  return rows.map((r) => ({ key: r.key, count: r.count, percent: total ? Math.round((r.count / total) * 1000) / 10 : 0 }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export type PriceLine = { key: string; values: Array<number | null> };

/** The `limit` services with the most calculations, each with its average price per day. */
export function pricesPerDay(days: string[], rows: AnalyticsRow[], limit: number): PriceLine[] {
  const byService = new Map<string, Map<string, number | null>>();
  const counts = new Map<string, number>();
  for (const row of rows) {
    const [day, key] = row.key.split('|') as [string, string];
    if (!byService.has(key)) byService.set(key, new Map());
    byService.get(key)!.set(day, row.avgCost);
    counts.set(key, (counts.get(key) ?? 0) + row.count);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit)
    .map(([key]) => ({ key, values: days.map((day) => byService.get(key)!.get(day) ?? null) }));
}
