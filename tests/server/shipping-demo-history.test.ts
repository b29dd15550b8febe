// The demo's shipping past (docs/decisions/analytics.md "Demo history"): every seeded order the service accepted is
// charged on the money ledger and each cancelled after that refunded, the opening raised so today's balance is the
// demo company's; each seeded order carries a promised term, and most, not all, arrive within it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippingItem } from '../../src/contract';
import { DEMO_COMPANIES } from '../../server/src/db/seed/demo-accounts';
import { toKopecks } from '../../server/src/pricing/money';
import { ledgerOf } from '../support/ledger-of';
import { ADMIN_TOKEN } from './order-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const moscowDay = (ms: number) => new Date(ms + 3 * 3600_000).toISOString().slice(0, 10);
const DAY = 86_400_000;
const count = async (query: string, ...params: unknown[]) => Number(((await t.database.get(query, ...params)) as { n: number | string }).n);

describe("the demo's shipping past", () => {
  it("charges the orders the services accepted and refunds the cancelled, leaving today's balances as they were", async () => {
    for (const [index, company] of DEMO_COMPANIES.entries()) {
      const companyId = index + 1;
      expect(await ledgerOf(t.db).balance(companyId, 'money')).toBe(toKopecks(company.balanceMoney));
      const accepted = await count(`SELECT count(DISTINCT order_id) AS n FROM order_status_history h JOIN orders o ON o.id = h.order_id
        WHERE o.company_id = ? AND h.status_key = 'uploaded'`, companyId);
      expect(accepted).toBeGreaterThan(1000);
      expect(await count("SELECT count(*) AS n FROM billing_operations WHERE company_id = ? AND type = 'orderCharge'", companyId)).toBe(accepted);
      const cancelledAfter = await count(`SELECT count(DISTINCT o.id) AS n FROM orders o
        JOIN order_status_history u ON u.order_id = o.id AND u.status_key = 'uploaded'
        WHERE o.company_id = ? AND o.status_key = 'deliveryCanceled'`, companyId);
      expect(cancelledAfter).toBeGreaterThan(0);
      expect(await count("SELECT count(*) AS n FROM billing_operations WHERE company_id = ? AND type = 'orderRefund'", companyId)).toBe(cancelledAfter);
      // The opening comes first, before every charge.
      const first = (await t.database.get("SELECT type FROM billing_operations WHERE company_id = ? AND account = 'money' ORDER BY seq LIMIT 1", companyId)) as { type: string };
      expect(first.type).toBe('opening');
    }
    expect(await count('SELECT count(*) AS n FROM orders WHERE days_max IS NULL')).toBe(0);
  });

  it('answers the last 90 days: spend equal to the ledger, most deliveries on time, services differing', async () => {
    const from = moscowDay(t.now() - 89 * DAY);
    const to = moscowDay(t.now());
    const byService = await t.call('GET', `/v1/app/analytics/shipping?from=${from}&to=${to}&groupBy=providerKey`, { token: ADMIN_TOKEN });
    expect(byService.status).toBe(200);
    const items: ShippingItem[] = byService.body.items;
    const start = Date.parse(`${from}T00:00:00Z`) - 3 * 3600_000;
    const ledger = (await t.database.get(`SELECT sum(-amount) AS n FROM billing_operations
      WHERE company_id = 1 AND type IN ('orderCharge', 'orderRefund') AND created_at >= ?`, start)) as { n: number };
    expect(Math.round(items.reduce((sum, i) => sum + i.spend, 0) * 100)).toBe(Number(ledger.n));
    const byDay = (await t.call('GET', `/v1/app/analytics/shipping?from=${from}&to=${to}`, { token: ADMIN_TOKEN })).body.items as ShippingItem[];
    expect(byDay.reduce((n, i) => n + i.orders, 0)).toBe(items.reduce((n, i) => n + i.orders, 0));
    const share = (i: Pick<ShippingItem, 'onTime' | 'promised'>) => i.onTime / i.promised;
    const all = items.reduce((sum, i) => ({ onTime: sum.onTime + i.onTime, promised: sum.promised + i.promised }), { onTime: 0, promised: 0 });
    expect(all.promised).toBeGreaterThan(1000);
    expect(share(all)).toBeGreaterThan(0.75);
    expect(share(all)).toBeLessThan(0.95);
    const busy = items.filter((i) => i.promised >= 50).map(share);
    expect(Math.max(...busy) - Math.min(...busy)).toBeGreaterThan(0.1);
    // The other demo company's figures are its own.
    const other = await t.call('GET', `/v1/app/analytics/shipping?from=${from}&to=${to}&groupBy=providerKey`, { token: await t.login(OTHER) });
    expect(other.body.items).not.toEqual(items);
  });
});
