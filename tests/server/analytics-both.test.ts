// The first area on the data layer (docs/decisions/database.md, "Steps"): the calculations' analytics give the
// same figures on SQLite and on PostgreSQL, and the figures a person would work out by hand.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { calculationStats } from '../../server/src/analytics/calculation-stats';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

/** Calculations on 28 November, Moscow time (UTC+3): the first late on the 27th in UTC, the last early on the 29th. */
async function seedCalculations(db: SqlDb): Promise<void> {
  await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Тест', 0)`);
  const calculations: Array<[number, string, string, Array<[string, number]>]> = [
    [1, '2026-11-27T22:00:00Z', 'Казань', [['cdek', 30000], ['boxberry', 25000]]],
    [2, '2026-11-28T10:00:00Z', 'Казань', [['cdek', 20000]]],
    [3, '2026-11-28T12:00:00Z', 'Тверь', []],
    [4, '2026-11-28T21:30:00Z', 'Тверь', [['cdek', 9900]]],
  ];
  for (const [id, at, cityTo, prices] of calculations) {
    await db.run(sql`INSERT INTO calculations (id, company_id, created_at, city_from, city_to, weight, request)
      VALUES (${id}, 1, ${Date.parse(at)}, 'Москва', ${cityTo}, 1000, '{}')`);
    for (const [provider, cost] of prices) {
      await db.run(sql`INSERT INTO calculation_prices (calculation_id, provider_key, tariff_id, delivery_type, cost, cost_original, days_max)
        VALUES (${id}, ${provider}, 1, 1, ${cost}, ${cost}, 3)`);
    }
  }
}

describe.each(DATABASES)('the calculations analytics on %s', (name) => {
  it('counts and prices the period by day, city, service and cheapest service', async () => {
    const db = await openMigrated(name);
    try {
      await seedCalculations(db);
      const stats = calculationStats(db);
      const day = (d: string) => stats(1, d, d, 'day');
      expect(await day('2026-11-28')).toEqual([{ key: '2026-11-28', count: 3, avgCost: 225, minCost: 200, maxCost: 250 }]);
      expect(await day('2026-11-29')).toEqual([{ key: '2026-11-29', count: 1, avgCost: 99, minCost: 99, maxCost: 99 }]);
      expect(await stats(1, '2026-11-28', '2026-11-28', 'cityTo')).toEqual([
        { key: 'Казань', count: 2, avgCost: 225, minCost: 200, maxCost: 250 },
        { key: 'Тверь', count: 1, avgCost: null, minCost: null, maxCost: null },
      ]);
      expect(await stats(1, '2026-11-28', '2026-11-28', 'providerKey')).toEqual([
        { key: 'cdek', count: 2, avgCost: 250, minCost: 200, maxCost: 300 },
        { key: 'boxberry', count: 1, avgCost: 250, minCost: 250, maxCost: 250 },
      ]);
      expect(await stats(1, '2026-11-28', '2026-11-28', 'cheapestProvider')).toEqual([
        { key: 'boxberry', count: 1, avgCost: 250, minCost: 250, maxCost: 250 },
        { key: 'cdek', count: 1, avgCost: 200, minCost: 200, maxCost: 200 },
      ]);
      expect((await stats(1, '2026-11-28', '2026-11-29', 'dayAndProvider')).map((r) => [r.key, r.count])).toEqual([
        ['2026-11-28|boxberry', 1], ['2026-11-28|cdek', 2], ['2026-11-29|cdek', 1],
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
