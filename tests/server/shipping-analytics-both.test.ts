// The shipping analytics on the data layer (server/src/analytics/shipping.ts), the same on SQLite and PostgreSQL:
// spend, orders, average cost and deliveries on time a person works out from the operations and histories written
// here, per Moscow day and per service, of the company only.
import { afterAll, describe, expect, it } from 'vitest';
import { moscowPeriod } from '../../server/src/analytics/calculation-stats';
import { shippingStats } from '../../server/src/analytics/shipping';
import { createCompany } from '../../server/src/db/repos/companies';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';
import { seedShipments, SHIPMENTS, SHIPPING_BY_DAY, SHIPPING_BY_SERVICE, SHIPPING_FROM, SHIPPING_TO } from './shipping-fixtures';
import { seedTariffs } from './status-lag-fixtures';

afterAll(stopCluster);

const NOW = Date.UTC(2026, 10, 29, 12);

describe.each(DATABASES)('the shipping analytics on %s', (name) => {
  it('gives spend, average cost and deliveries on time by Moscow day and by service, of the company only', async () => {
    const db = await openMigrated(name);
    try {
      const tariffOf = await seedTariffs(db);
      const mine = await createCompany(db, 'Своя', NOW);
      const theirs = await createCompany(db, 'Чужая', NOW);
      await seedShipments(db, mine, tariffOf);
      // Another company's shipments, dearer and all on time: never counted for the first.
      await seedShipments(db, theirs, tariffOf, SHIPMENTS.map((s) => ({ ...s, charge: s.charge * 7, daysMax: 30 })));

      const period = moscowPeriod(SHIPPING_FROM, SHIPPING_TO);
      const all = { companyId: mine, providers: null };
      expect(await shippingStats(db, { scope: all, period, groupBy: 'day' })).toEqual(SHIPPING_BY_DAY);
      expect(await shippingStats(db, { scope: all, period, groupBy: 'providerKey' })).toEqual(SHIPPING_BY_SERVICE);
      // A provider-limited token's services only, by day too.
      const cdek = { companyId: mine, providers: ['cdek'] };
      expect(await shippingStats(db, { scope: cdek, period, groupBy: 'providerKey' })).toEqual(SHIPPING_BY_SERVICE.filter((i) => i.key === 'cdek'));
      expect(await shippingStats(db, { scope: cdek, period, groupBy: 'day' })).toEqual([
        { key: '2026-11-27', orders: 1, spend: 200, avgCost: 200, delivered: 0, promised: 0, onTime: 0 },
        { key: '2026-11-28', orders: 1, spend: 300, avgCost: 300, delivered: 2, promised: 2, onTime: 1 },
      ]);
      // The next Moscow day holds only the order charged and delivered at its first moment, on time.
      expect(await shippingStats(db, { scope: all, period: moscowPeriod('2026-11-29', '2026-11-29'), groupBy: 'day' })).toEqual([
        { key: '2026-11-29', orders: 1, spend: 999, avgCost: 999, delivered: 1, promised: 1, onTime: 1 },
      ]);
      // A company without shipments.
      expect(await shippingStats(db, { scope: { companyId: await createCompany(db, 'Пустая', NOW), providers: null }, period, groupBy: 'day' })).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
