// Demo orders through modules and marketplaces (sim/module-orders.ts): each enabled Insales connection and
// integration brings orders in with `platform` set to its kind, created as the API creates orders (priced,
// waiting for the simulator's upload); disabled ones bring none; the order list filters by platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prng } from '../../server/src/lib/random';
import { moduleOrdersTick } from '../../server/src/sim/module-orders';
import { INTEGRATION_BODIES, SETTINGS_BODIES, integrationsPath, settingsPath } from './module-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
}, 60_000);
afterAll(() => t.close());

type OrderRow = { id: string; company_id: number; platform: string; status_key: string };
const ordersOf = (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await t.database.get<OrderRow>('SELECT id, company_id, platform, status_key FROM orders WHERE id = ?', id))!));
const companyOf = async (email: string) => ((await t.database.get('SELECT company_id FROM users WHERE email = ?', email)) as { company_id: number }).company_id;

describe('orders through modules and marketplaces', () => {
  it('each enabled integration brings orders with its platform; disabled ones bring none', async () => {
    // Disabled: an Insales connection, and a Wildberries integration.
    await t.call('POST', settingsPath('insales'), { token: admin, body: { ...SETTINGS_BODIES.insales, enabled: false } });
    const wb = (await t.call('POST', settingsPath('wildberries'), { token: admin, body: SETTINGS_BODIES.wildberries })).body;
    await t.call('POST', integrationsPath('wildberries', wb.id), { token: admin, body: { ...INTEGRATION_BODIES.wildberries, enabled: false } });

    // A tick of a minute: every enabled source brings one (the seeded RetailCRM and Yandex Market integrations).
    const made = (await ordersOf(await moduleOrdersTick(t.db, MINUTE, t.now(), prng(1))));
    const demo = (await companyOf('admin@demo.local'));
    expect(made.filter((o) => o.company_id === demo).map((o) => o.platform).sort()).toEqual(['retailcrm', 'yamarket']);
    for (const order of made) expect(order.status_key).toBe('uploading');

    const listed = await t.call('GET', `/v1/app/orders?filter=${encodeURIComponent('platform=retailcrm')}&limit=1000`, { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.items.length).toBeGreaterThan(0);
    expect(listed.body.items.every((o: { platform: string }) => o.platform === 'retailcrm')).toBe(true);
    const retail = made.find((o) => o.platform === 'retailcrm')!;
    expect(listed.body.items.map((o: { id: string }) => o.id)).toContain(retail.id);
    const order = (await t.call('GET', `/v1/app/orders/${retail.id}`, { token: admin })).body;
    expect(order).toMatchObject({ platform: 'retailcrm' });

    // The simulator hands it on as any other order.
    await t.call('POST', '/v1/demo/sim/tick', { token: admin });
    expect((await ordersOf([retail.id]))[0]!.status_key).not.toBe('uploading');

    // Once the Wildberries integration is switched on, it brings orders too.
    const wbIntegration = (await t.call('GET', integrationsPath('wildberries', wb.id), { token: admin })).body.items[0];
    await t.call('PUT', `${integrationsPath('wildberries', wb.id)}/${wbIntegration.id}`, { token: admin, body: { ...INTEGRATION_BODIES.wildberries, enabled: true } });
    const next = (await ordersOf(await moduleOrdersTick(t.db, MINUTE, t.now(), prng(2))));
    expect(next.filter((o) => o.company_id === demo).map((o) => o.platform).sort()).toEqual(['retailcrm', 'wildberries', 'yamarket']);
  });

  it('brings about one order a minute per source, at most three per company in a tick', async () => {
    expect(await moduleOrdersTick(t.db, 5000, t.now(), () => 0.5)).toEqual([]);
    for (let i = 0; i < 5; i++) {
      await t.call('POST', settingsPath('insales'), { token: other, body: { ...SETTINGS_BODIES.insales, shopId: String(900 + i) } });
    }
    const made = (await ordersOf(await moduleOrdersTick(t.db, MINUTE, t.now(), prng(3))));
    const otherCompany = await companyOf(OTHER);
    const theirs = made.filter((o) => o.company_id === otherCompany);
    expect(theirs.map((o) => o.platform)).toEqual(['insales', 'insales', 'insales']);
  });
});
