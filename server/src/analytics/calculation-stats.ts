// The analytics of calculations (docs/decisions/analytics.md) from the recorded calculations and their prices:
// days are Moscow days (UTC+3 all year), the period's ends included; a calculation's cost is its cheapest
// tariff, or by service that service's cheapest, and one that priced nothing counts without a cost.
import { sql, type RawBuilder } from 'kysely';
import type { AnalyticsGroup, AnalyticsRow } from '../../../src/contract';
import { dayAt } from '../db/sql/dialect';
import type { SqlDb } from '../db/sql/sql-db';

const MOSCOW_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The period's bounds in unix ms: from the start of `from` to the end of `to`, Moscow time. */
export function moscowPeriod(from: string, to: string): { start: number; end: number } {
  return { start: Date.parse(`${from}T00:00:00Z`) - MOSCOW_OFFSET_MS, end: Date.parse(`${to}T00:00:00Z`) - MOSCOW_OFFSET_MS + DAY_MS - 1 };
}

type Period = { companyId: number; start: number; end: number };

/** Each calculation (or, by service, each service's answer to it) with its cheapest cost in kopecks. */
const perCalculation = ({ companyId, start, end }: Period) => sql`
  SELECT c.id, c.created_at, c.city_to, (SELECT min(p.cost) FROM calculation_prices p WHERE p.calculation_id = c.id) AS cost
  FROM calculations c WHERE c.company_id = ${companyId} AND c.created_at BETWEEN ${start} AND ${end}`;
/** Each calculation that priced anything, with the service of its cheapest tariff (ties: the first key). */
const cheapest = ({ companyId, start, end }: Period) => sql`
  SELECT id, provider_key, cost FROM (
    SELECT c.id, p.provider_key, p.cost, row_number() OVER (PARTITION BY c.id ORDER BY p.cost, p.provider_key) AS rank
    FROM calculations c JOIN calculation_prices p ON p.calculation_id = c.id
    WHERE c.company_id = ${companyId} AND c.created_at BETWEEN ${start} AND ${end}) AS ranked
  WHERE rank = 1`;
const perService = ({ companyId, start, end }: Period) => sql`
  SELECT c.id, c.created_at, p.provider_key, min(p.cost) AS cost
  FROM calculations c JOIN calculation_prices p ON p.calculation_id = c.id
  WHERE c.company_id = ${companyId} AND c.created_at BETWEEN ${start} AND ${end} GROUP BY c.id, c.created_at, p.provider_key`;

const AGGREGATES = sql`count(*) AS count, avg(cost) AS avg_cost, min(cost) AS min_cost, max(cost) AS max_cost`;

/** PostgreSQL's avg is a numeric, which its driver answers as text. */
type Aggregated = { key: string; count: number; avg_cost: number | string | null; min_cost: number | null; max_cost: number | null };

const roubles = (kopecks: number | string | null) => (kopecks === null ? null : Math.round(Number(kopecks)) / 100);

export function calculationStats(db: SqlDb) {
  const day = dayAt(db.dialect, 'created_at', MOSCOW_OFFSET_MS);
  const statements: Record<AnalyticsGroup, (period: Period) => RawBuilder<Aggregated>> = {
    day: (p) => sql`SELECT ${day} AS key, ${AGGREGATES} FROM (${perCalculation(p)}) AS t GROUP BY 1 ORDER BY 1`,
    cityTo: (p) => sql`SELECT city_to AS key, ${AGGREGATES} FROM (${perCalculation(p)}) AS t GROUP BY 1 ORDER BY count(*) DESC, 1`,
    providerKey: (p) => sql`SELECT provider_key AS key, ${AGGREGATES} FROM (${perService(p)}) AS t GROUP BY 1 ORDER BY count(*) DESC, 1`,
    cheapestProvider: (p) => sql`SELECT provider_key AS key, ${AGGREGATES} FROM (${cheapest(p)}) AS t GROUP BY 1 ORDER BY count(*) DESC, 1`,
    dayAndProvider: (p) => sql`SELECT ${day} || '|' || provider_key AS key, ${AGGREGATES} FROM (${perService(p)}) AS t GROUP BY 1 ORDER BY 1`,
  };

  return async (companyId: number, from: string, to: string, groupBy: AnalyticsGroup): Promise<AnalyticsRow[]> => {
    const rows = await db.all(statements[groupBy]({ companyId, ...moscowPeriod(from, to) }));
    return rows.map((row) => ({
      key: row.key, count: row.count, avgCost: roubles(row.avg_cost), minCost: roubles(row.min_cost), maxCost: roubles(row.max_cost),
    }));
  };
}
