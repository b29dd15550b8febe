// The status lag on the data layer (server/src/analytics/status-lag.ts), the same on SQLite and PostgreSQL: the
// median, p90 and stuck counts a person works out from histories written here, per company and per service.
import { afterAll, describe, expect, it } from 'vitest';
import { moscowPeriod } from '../../server/src/analytics/calculation-stats';
import { statusLag } from '../../server/src/analytics/status-lag';
import { createCompany } from '../../server/src/db/repos/companies';
import type { OrderStatusKey } from '../../src/contract';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';
import { fortyDaysAgo, HOUR, LAG_40_DAYS_AGO, LAG_IN_WINDOW, lagPlan, seedLagPlan, seedTariffs } from './status-lag-fixtures';

afterAll(stopCluster);

const NOW = Date.UTC(2026, 10, 29, 12);

describe.each(DATABASES)('the status lag on %s', (name) => {
  it('gives the median, p90 and stuck orders of each service and status, of the company only', async () => {
    const db = await openMigrated(name);
    try {
      const tariffOf = await seedTariffs(db);
      const mine = await createCompany(db, 'Своя', NOW);
      const theirs = await createCompany(db, 'Чужая', NOW);
      await seedLagPlan(db, mine, tariffOf, NOW);
      // Another company's orders: slower everywhere and stuck, never counted for the first.
      await seedLagPlan(db, theirs, tariffOf, NOW, lagPlan().map((o) => ({ ...o, history: o.history.map(([s, h]): [OrderStatusKey, number] => [s, h * 3]) })));

      const all = { companyId: mine, providers: null };
      expect(await statusLag(db, all, null, NOW)).toEqual(LAG_IN_WINDOW);
      const { from, to } = fortyDaysAgo(NOW);
      expect(await statusLag(db, all, moscowPeriod(from, to), NOW)).toEqual(LAG_40_DAYS_AGO);
      // A provider-limited token's services only.
      expect(await statusLag(db, { companyId: mine, providers: ['cdek'] }, null, NOW)).toEqual(LAG_IN_WINDOW.filter((i) => i.providerKey === 'cdek'));
      // A company without orders.
      expect(await statusLag(db, { companyId: await createCompany(db, 'Пустая', NOW), providers: null }, null, NOW)).toEqual([]);
      // Time passes: the order on the way 18 hours goes past cdek's p90 too.
      expect((await statusLag(db, all, null, NOW + HOUR)).find((i) => i.providerKey === 'cdek' && i.statusKey === 'onWay')?.stuckNow).toBe(2);
    } finally {
      await db.close();
    }
  }, 60_000);
});
