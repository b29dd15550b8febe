// GET /v1/app/analytics/status-lag (docs/decisions/analytics.md "Status lag") through the app: another company's
// orders never count, a provider-limited token sees its services only, whoever reads orders may read it, no input
// answers 500, and an unchanged answer is a 304 to the device that holds it. Runs on PostgreSQL in that suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ROLE_ORDER_INFO } from '../../src/contract';
import { OPERATOR, createTestApp, type TestApp } from './test-app';
import { tariffId } from './order-fixtures';
import { fortyDaysAgo, HOUR, LAG_40_DAYS_AGO, LAG_IN_WINDOW, seedLagPlan, writeHistory } from './status-lag-fixtures';

const PATH = '/v1/app/analytics/status-lag';
let t: TestApp;
let owner: string;
let ownerIds: string[];

async function accountWithCompany(email: string, roles?: string[]): Promise<{ token: string; companyId: number }> {
  const userId = await t.addAccount(email, undefined, roles);
  const row = await t.database.get<{ company_id: number }>('SELECT company_id FROM users WHERE id = ?', userId);
  return { token: await t.login(email), companyId: Number(row!.company_id) };
}

beforeAll(async () => {
  t = await createTestApp();
  const mine = await accountWithCompany('lag-owner@example.ru');
  owner = mine.token;
  ownerIds = await seedLagPlan(t.db, mine.companyId, (key) => tariffId(t, key, 2, 1), t.now());
}, 60_000);
afterAll(() => t.close());

const lag = (query: string, token: string, headers: Record<string, string> = {}) => t.call('GET', `${PATH}${query}`, { token, headers });

describe('the status lag', () => {
  it("never counts another company's orders", async () => {
    const rival = await accountWithCompany('lag-rival@example.ru');
    expect((await lag('', rival.token)).body).toEqual({ total: 0, items: [] });
    // The rival's own orders, stuck and slow, leave the owner's figures as they were.
    await seedLagPlan(t.db, rival.companyId, (key) => tariffId(t, key, 2, 1), t.now());
    // Nor do the demo companies' thousands of orders in the same database.
    expect((await lag('', owner)).body).toEqual({ total: LAG_IN_WINDOW.length, items: LAG_IN_WINDOW });
  });

  it('answers the median, p90 and stuck orders of the last 30 days, or of a period of Moscow days', async () => {
    expect((await lag('', owner)).body.items).toEqual(LAG_IN_WINDOW);
    const { from, to } = fortyDaysAgo(t.now());
    expect((await lag(`?from=${from}&to=${to}`, owner)).body).toEqual({ total: LAG_40_DAYS_AGO.length, items: LAG_40_DAYS_AGO });
  });

  it("shows a provider-limited token its services only, as the orders list does", async () => {
    const made = await t.call('POST', '/v1/app/tokens', { token: owner, body: { name: 'CDEK backend', providers: ['cdek'] } });
    expect(made.status).toBe(200);
    expect((await lag('', made.body.token)).body.items).toEqual(LAG_IN_WINDOW.filter((i) => i.providerKey === 'cdek'));
  });

  it('is read by whoever reads orders: an operator yes, a user without order roles no, no token no', async () => {
    expect((await lag('', await t.login(OPERATOR))).status).toBe(200);
    const reader = await accountWithCompany('lag-reader@example.ru', [ROLE_ORDER_INFO]);
    expect((await lag('', reader.token)).status).toBe(200);
    const nobody = await accountWithCompany('lag-nobody@example.ru', []);
    const refused = await lag('', nobody.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODES.forbidden);
    expect((await t.call('GET', PATH)).status).toBe(401);
  });

  it('refuses a bad period with 400, never 500', async () => {
    const bad = [
      '?from=2026-11-01', '?to=2026-11-01', '?from=yesterday&to=2026-11-01', '?from=2026-11-02&to=2026-11-01',
      '?from=2024-01-01&to=2026-11-01', '?from=2026-13-01&to=2026-13-02', '?from=2026-11-01&to=2026-11-01%27%3B--',
      '?from=&to=',
    ];
    for (const query of bad) {
      const res = await lag(query, owner);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(ERROR_CODES.validation);
    }
  });

  it('answers 304 to the ETag it gave while nothing changed, and the new figures once a stay ended', async () => {
    const first = await lag('', owner);
    const tag = first.headers.get('ETag');
    expect(tag).toBeTruthy();
    const again = await lag('', owner, { 'If-None-Match': tag! });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    // The order stuck 118 hours on the way with boxberry is delivered.
    const now = t.now();
    await writeHistory(t.db, ownerIds[23]!, [['uploading', now - 120 * HOUR], ['onWay', now - 118 * HOUR], ['delivered', now - HOUR]]);
    const changed = await lag('', owner, { 'If-None-Match': tag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
    expect(changed.body.items.find((i: { providerKey: string; statusKey: string }) => i.providerKey === 'boxberry' && i.statusKey === 'onWay'))
      .toEqual({ providerKey: 'boxberry', statusKey: 'onWay', count: 2, medianHours: 59.5, p90Hours: 105.5, stuckNow: 0 });
  });
});
