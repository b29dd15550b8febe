// GET /v1/app/analytics/shipping (docs/decisions/analytics.md "Shipping") through the app: another company's
// figures never show, only an admin may read money, a provider-limited token sees its services only, and a bad
// period answers 400, never 500. Runs on PostgreSQL in that suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract';
import { OPERATOR, createTestApp, type TestApp } from './test-app';
import { tariffId } from './order-fixtures';
import { seedShipments, SHIPMENTS, SHIPPING_BY_DAY, SHIPPING_BY_SERVICE, SHIPPING_FROM, SHIPPING_TO } from './shipping-fixtures';

const PATH = '/v1/app/analytics/shipping';
const PERIOD = `?from=${SHIPPING_FROM}&to=${SHIPPING_TO}`;
let t: TestApp;
let owner: string;

async function accountWithCompany(email: string, roles?: string[]): Promise<{ token: string; companyId: number }> {
  const userId = await t.addAccount(email, undefined, roles);
  const row = await t.database.get<{ company_id: number }>('SELECT company_id FROM users WHERE id = ?', userId);
  return { token: await t.login(email), companyId: Number(row!.company_id) };
}

const tariffOf = (key: string) => tariffId(t, key, 2, 1);

beforeAll(async () => {
  t = await createTestApp();
  const mine = await accountWithCompany('ship-owner@example.ru');
  owner = mine.token;
  await seedShipments(t.db, mine.companyId, tariffOf);
}, 60_000);
afterAll(() => t.close());

const shipping = (query: string, token: string) => t.call('GET', `${PATH}${query}`, { token });

describe('the shipping analytics', () => {
  it("never shows another company's figures", async () => {
    const rival = await accountWithCompany('ship-rival@example.ru');
    expect((await shipping(PERIOD, rival.token)).body).toEqual({ total: 0, items: [] });
    // The rival's own shipments in the same days, dearer and all on time, leave the owner's figures as they were.
    await seedShipments(t.db, rival.companyId, tariffOf, SHIPMENTS.map((s) => ({ ...s, charge: s.charge * 7, daysMax: 30 })));
    expect((await shipping(`${PERIOD}&groupBy=providerKey`, owner)).body).toEqual({ total: 2, items: SHIPPING_BY_SERVICE });
    expect((await shipping(`${PERIOD}&groupBy=providerKey`, rival.token)).body.items.map((i: { spend: number }) => i.spend)).toEqual([140, 3500]);
  });

  it('is read by admins only: an operator, a user without roles and no token are refused', async () => {
    for (const token of [await t.login(OPERATOR), (await accountWithCompany('ship-nobody@example.ru', [])).token]) {
      const refused = await shipping(PERIOD, token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(ERROR_CODES.forbidden);
    }
    expect((await t.call('GET', `${PATH}${PERIOD}`)).status).toBe(401);
  });

  it('answers spend, orders, average cost and deliveries on time by Moscow day, the default, and by service', async () => {
    expect((await shipping(PERIOD, owner)).body).toEqual({ total: 2, items: SHIPPING_BY_DAY });
    expect((await shipping(`${PERIOD}&groupBy=day`, owner)).body.items).toEqual(SHIPPING_BY_DAY);
    expect((await shipping(`${PERIOD}&groupBy=providerKey`, owner)).body.items).toEqual(SHIPPING_BY_SERVICE);
  });

  it('shows a provider-limited token its services only', async () => {
    const made = await t.call('POST', '/v1/app/tokens', { token: owner, body: { name: 'CDEK backend', providers: ['cdek'] } });
    expect(made.status).toBe(200);
    expect((await shipping(`${PERIOD}&groupBy=providerKey`, made.body.token)).body.items).toEqual(SHIPPING_BY_SERVICE.filter((i) => i.key === 'cdek'));
    expect((await shipping(PERIOD, made.body.token)).body.items.map((i: { spend: number }) => i.spend)).toEqual([200, 300]);
  });

  it('refuses a bad period or grouping with 400, never 500', async () => {
    const bad = [
      '', '?from=2026-11-01', '?to=2026-11-01', '?from=yesterday&to=2026-11-01', '?from=2026-11-02&to=2026-11-01',
      '?from=2024-01-01&to=2026-11-01', '?from=2026-13-01&to=2026-13-02', '?from=2026-11-01&to=2026-11-01%27%3B--',
      '?from=&to=', `${PERIOD}&groupBy=cityTo`,
    ];
    for (const query of bad) {
      const res = await shipping(query, owner);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(ERROR_CODES.validation);
    }
  });
});
