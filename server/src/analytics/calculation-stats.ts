// The analytics of calculations (docs/decisions/analytics.md) from the recorded calculations and their prices:
// days are Moscow days (UTC+3 all year), the period's ends included; a calculation's cost is its cheapest
// tariff, or by service that service's cheapest, and one that priced nothing counts without a cost.
import type { AnalyticsGroup, AnalyticsRow } from '../../../src/contract';
import type { Db } from '../db/db-type';

const MOSCOW_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The period's bounds in unix ms: from the start of `from` to the end of `to`, Moscow time. */
export function moscowPeriod(from: string, to: string): { start: number; end: number } {
  return { start: Date.parse(`${from}T00:00:00Z`) - MOSCOW_OFFSET_MS, end: Date.parse(`${to}T00:00:00Z`) - MOSCOW_OFFSET_MS + DAY_MS - 1 };
}

const moscowDay = (column: string) => `strftime('%Y-%m-%d', (${column} + ${MOSCOW_OFFSET_MS}) / 1000, 'unixepoch')`;

/** Each calculation (or, by service, each service's answer to it) with its cheapest cost in kopecks. */
const PER_CALCULATION = `
  SELECT c.id, c.created_at, c.city_to, (SELECT min(p.cost) FROM calculation_prices p WHERE p.calculation_id = c.id) AS cost
  FROM calculations c WHERE c.company_id = ? AND c.created_at BETWEEN ? AND ?`;
/** Each calculation that priced anything, with the service of its cheapest tariff (ties: the first key). */
const CHEAPEST = `
  SELECT c.id, p.provider_key, p.cost FROM calculations c
  JOIN calculation_prices p ON p.rowid = (
    SELECT q.rowid FROM calculation_prices q WHERE q.calculation_id = c.id ORDER BY q.cost, q.provider_key LIMIT 1)
  WHERE c.company_id = ? AND c.created_at BETWEEN ? AND ?`;
const PER_SERVICE = `
  SELECT c.id, c.created_at, p.provider_key, min(p.cost) AS cost
  FROM calculations c JOIN calculation_prices p ON p.calculation_id = c.id
  WHERE c.company_id = ? AND c.created_at BETWEEN ? AND ? GROUP BY c.id, p.provider_key`;

const AGGREGATES = 'count(*) AS count, avg(cost) AS avg_cost, min(cost) AS min_cost, max(cost) AS max_cost';

type Aggregated = { key: string; count: number; avg_cost: number | null; min_cost: number | null; max_cost: number | null };

const roubles = (kopecks: number | null) => (kopecks === null ? null : Math.round(kopecks) / 100);

export function calculationStats(db: Db) {
  const statements: Record<AnalyticsGroup, string> = {
    day: `SELECT ${moscowDay('created_at')} AS key, ${AGGREGATES} FROM (${PER_CALCULATION}) GROUP BY key ORDER BY key`,
    cityTo: `SELECT city_to AS key, ${AGGREGATES} FROM (${PER_CALCULATION}) GROUP BY key ORDER BY count DESC, key`,
    providerKey: `SELECT provider_key AS key, ${AGGREGATES} FROM (${PER_SERVICE}) GROUP BY key ORDER BY count DESC, key`,
    cheapestProvider: `SELECT provider_key AS key, ${AGGREGATES} FROM (${CHEAPEST}) GROUP BY key ORDER BY count DESC, key`,
    dayAndProvider: `SELECT ${moscowDay('created_at')} || '|' || provider_key AS key, ${AGGREGATES} FROM (${PER_SERVICE}) GROUP BY key ORDER BY key`,
  };
  const prepared = Object.fromEntries(
    Object.entries(statements).map(([group, sql]) => [group, db.prepare<[number, number, number], Aggregated>(sql)]),
  ) as Record<AnalyticsGroup, ReturnType<typeof db.prepare<[number, number, number], Aggregated>>>;

  return (companyId: number, from: string, to: string, groupBy: AnalyticsGroup): AnalyticsRow[] => {
    const { start, end } = moscowPeriod(from, to);
    return prepared[groupBy].all(companyId, start, end).map((row) => ({
      key: row.key, count: row.count, avgCost: roubles(row.avg_cost), minCost: roubles(row.min_cost), maxCost: roubles(row.max_cost),
    }));
  };
}
