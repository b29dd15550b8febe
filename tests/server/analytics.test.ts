// The analytics of calculations (docs/decisions/analytics.md): the demo history seeded over 90 days, grouped by
// Moscow day, by service (each calculation once per service that priced it, at that service's cheapest) and by
// destination city; a new calculation lands on today's row; the period's ends count; other companies' never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_DAYS, calculationPlan } from '../../server/src/db/seed/data/calculation-history';
import { ledgerOf } from '../support/ledger-of';
import { ADMIN_TOKEN } from './order-fixtures';
import { OPERATOR, OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const moscowDay = (ms: number) => new Date(ms + 3 * 3600_000).toISOString().slice(0, 10);
const stats = async (query: string, token = ADMIN_TOKEN) => t.call('GET', `/v1/app/analytics/calculations?${query}`, { token });
type Row = { key: string; count: number; avgCost: number | null; minCost: number | null; maxCost: number | null };

describe('analytics of calculations', () => {
  it('holds the seeded 90 days, whose units the ledger spent', async () => {
    const from = moscowDay(t.now() - (HISTORY_DAYS + 1) * 86_400_000);
    const to = moscowDay(t.now());
    const byDay = await stats(`from=${from}&to=${to}&groupBy=day`);
    expect(byDay.status).toBe(200);
    const days: Row[] = byDay.body.items;
    const planned = calculationPlan(0, t.now());
    expect(days.reduce((n, d) => n + d.count, 0)).toBe(planned.length);
    expect(days.length).toBeGreaterThan(80);
    expect(days.map((d) => d.key)).toEqual([...days.map((d) => d.key)].sort());
    for (const d of days) expect(d.minCost!).toBeLessThanOrEqual(d.avgCost!);
    const spent = (await t.database.get("SELECT count(*) AS n FROM billing_operations WHERE company_id = 1 AND type = 'calculation'")) as { n: number };
    expect(spent.n).toBe(planned.length);
    expect(await ledgerOf(t.db).balance(1, 'calculations')).toBe(1200);
  });

  it('by service counts a calculation once per service that priced it; by city, once', async () => {
    const today = moscowDay(t.now());
    const before = (await stats(`from=${today}&to=${today}&groupBy=providerKey`)).body.items as Row[];
    const calc = await t.call('POST', '/v1/app/calculator', { token: ADMIN_TOKEN, body: { from: { city: 'Москва' }, to: { city: 'Омск' }, places: [{ weight: 1000 }] } });
    expect(calc.status).toBe(200);
    const services = new Set([...calc.body.deliveryToDoor, ...calc.body.deliveryToPoint].map((p: { providerKey: string }) => p.providerKey));
    const after = (await stats(`from=${today}&to=${today}&groupBy=providerKey`)).body.items as Row[];
    for (const key of services) {
      expect(after.find((r) => r.key === key)!.count).toBe((before.find((r) => r.key === key)?.count ?? 0) + 1);
    }
    const byDayAndService = (await stats(`from=${today}&to=${today}&groupBy=dayAndProvider`)).body.items as Row[];
    for (const key of services) {
      expect(byDayAndService.find((r) => r.key === `${today}|${key}`)!.count).toBe(after.find((r) => r.key === key)!.count);
    }
    const winners = (await stats(`from=${today}&to=${today}&groupBy=cheapestProvider`)).body.items as Row[];
    const dayCount = ((await stats(`from=${today}&to=${today}&groupBy=day`)).body.items as Row[])[0]!.count;
    expect(winners.reduce((n, r) => n + r.count, 0)).toBe(dayCount);
    const cities = (await stats(`from=${today}&to=${today}&groupBy=cityTo`)).body.items as Row[];
    expect(cities.find((r) => r.key === 'Омск')).toMatchObject({ count: 1 });
    const cheapest = Math.min(...[...calc.body.deliveryToDoor, ...calc.body.deliveryToPoint].flatMap((p: { tariffs: Array<{ deliveryCost: number }> }) => p.tariffs.map((x) => x.deliveryCost)));
    expect(cities.find((r) => r.key === 'Омск')!.minCost).toBe(cheapest);
  });

  it('refuses a bad period, and is for admins of their own company only', async () => {
    expect((await stats('from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await stats('from=2026-03-02&to=2026-03-01')).status).toBe(400);
    expect((await stats('from=2024-01-01&to=2026-03-01')).status).toBe(400);
    expect((await stats('from=yesterday&to=2026-03-01')).status).toBe(400);
    const operator = await t.login(OPERATOR);
    expect((await stats('from=2026-01-01&to=2026-01-02', operator)).status).toBe(403);
    const other = await t.login(OTHER);
    const from = moscowDay(t.now() - (HISTORY_DAYS + 1) * 86_400_000);
    const theirs = (await stats(`from=${from}&to=${moscowDay(t.now())}`, other)).body.items as Row[];
    expect(theirs.reduce((n, d) => n + d.count, 0)).toBe(calculationPlan(1, t.now()).length);
  });
});
