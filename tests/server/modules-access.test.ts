// Who may touch modules and marketplaces, and what they may send: admins of the company alone (another
// company's ids answer 403 and its items never show in lists or sync; operators are refused), and input checked
// with the field named (INN check digits, addresses, e-mails, the marketplaces' numeric ids, placeholders).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleKind } from '../../src/contract';
import { INTEGRATION_BODIES, KINDS, SETTINGS_BODIES, integrationsPath, settingsPath } from './module-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';
const operator = 'api.order.info-token';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
}, 60_000);
afterAll(() => t.close());

const post = (path: string, body: unknown, token = admin, lang?: string) => t.call('POST', path, { token, body, lang });
const ids = async (path: string, token: string) => ((await t.call('GET', `${path}?limit=1000`, { token })).body.items as Array<{ id: string }>).map((i) => i.id);

describe('isolation', () => {
  it.each(KINDS)('%s: another company cannot read, change or delete a setting, nor see it listed or synced', async (kind: ModuleKind) => {
    const mine = (await post(settingsPath(kind), SETTINGS_BODIES[kind])).body;
    const path = `${settingsPath(kind)}/${mine.id}`;
    expect((await t.call('GET', path, { token: other })).status).toBe(403);
    expect((await t.call('PUT', path, { token: other, body: SETTINGS_BODIES[kind] })).status).toBe(403);
    expect((await t.call('DELETE', path, { token: other })).status).toBe(403);
    expect(await ids(settingsPath(kind), other)).not.toContain(mine.id);
    expect(await ids('/v1/app/sync/modules', other)).not.toContain(mine.id);
    // Its id in a create of theirs is taken.
    expect((await post(settingsPath(kind), { ...SETTINGS_BODIES[kind], id: mine.id }, other)).status).toBe(409);
    expect((await t.call('GET', path, { token: admin })).body).toEqual(mine);
  });

  it('another company can neither add integrations under a setting nor reach those under it', async () => {
    const mine = (await post(settingsPath('wildberries'), SETTINGS_BODIES.wildberries)).body;
    const path = integrationsPath('wildberries', mine.id);
    const integration = (await post(path, INTEGRATION_BODIES.wildberries)).body;
    expect((await post(path, INTEGRATION_BODIES.wildberries, other)).status).toBe(403);
    expect((await t.call('GET', path, { token: other })).status).toBe(403);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await t.call(method, `${path}/${integration.id}`, { token: other, body: method === 'PUT' ? INTEGRATION_BODIES.wildberries : undefined });
      expect(res.status, method).toBe(403);
    }
    // Under a setting of their own, our integration's id is still not theirs.
    const theirs = (await post(settingsPath('wildberries'), SETTINGS_BODIES.wildberries, other)).body;
    expect((await t.call('GET', `${integrationsPath('wildberries', theirs.id)}/${integration.id}`, { token: other })).status).toBe(403);
    expect((await post(integrationsPath('wildberries', theirs.id), { ...INTEGRATION_BODIES.wildberries, id: integration.id }, other)).status).toBe(409);
    expect(await ids('/v1/app/sync/integrations', other)).not.toContain(integration.id);
  });

  it('operators are refused every call, sync included', async () => {
    const mine = (await post(settingsPath('retailcrm'), SETTINGS_BODIES.retailcrm)).body;
    expect((await t.call('GET', settingsPath('retailcrm'), { token: operator })).status).toBe(403);
    expect((await post(settingsPath('retailcrm'), SETTINGS_BODIES.retailcrm, operator)).status).toBe(403);
    expect((await t.call('GET', `${settingsPath('retailcrm')}/${mine.id}`, { token: operator })).status).toBe(403);
    expect((await t.call('GET', integrationsPath('retailcrm', mine.id), { token: operator })).status).toBe(403);
    for (const collection of ['modules', 'integrations']) {
      expect((await t.call('GET', `/v1/app/sync/${collection}`, { token: operator })).status, collection).toBe(403);
    }
  });
});

describe('validation', () => {
  const fieldErrors = async (kind: ModuleKind, change: Record<string, unknown>, lang?: string) => {
    const res = await post(settingsPath(kind), { ...SETTINGS_BODIES[kind], ...change }, admin, lang);
    expect(res.status).toBe(400);
    return res.body.errors as Array<{ field: string; message: string }>;
  };

  it('names the field of a bad INN, address, e-mail, numeric id or shop id', async () => {
    expect(await fieldErrors('yamarket', { sellerInn: '7701234567' })).toEqual([
      { field: 'sellerInn', message: 'Некорректный ИНН: не сходятся контрольные цифры' },
    ]);
    expect(await fieldErrors('wildberries', { sellerInn: '780212345601' }, 'en')).toEqual([
      { field: 'sellerInn', message: 'Invalid INN: the check digits do not match' },
    ]);
    expect(await fieldErrors('retailcrm', { url: 'retailcrm' })).toEqual([{ field: 'url', message: 'Введите адрес вида https://example.ru' }]);
    expect(await fieldErrors('retailcrm', { url: 'ftp://shop.retailcrm.ru' })).toEqual([{ field: 'url', message: 'Введите адрес вида https://example.ru' }]);
    expect(await fieldErrors('yamarket', { senderEmail: 'no-at-sign' })).toEqual([{ field: 'senderEmail', message: 'Неправильный email' }]);
    expect((await fieldErrors('yamarket', { campaignId: 'abc' }))[0]!.field).toBe('campaignId');
    expect((await fieldErrors('yamarket', { businessId: 1.5 }))[0]!.field).toBe('businessId');
    expect((await fieldErrors('yamarket', { businessId: -3 }))[0]!.field).toBe('businessId');
    expect((await fieldErrors('wildberries', { supplierId: '12' }))[0]!.field).toBe('supplierId');
    expect(await fieldErrors('insales', { shopId: '12a' })).toEqual([{ field: 'shopId', message: 'Только цифры' }]);
    expect(await fieldErrors('retailcrm', { vatRate: 18 })).toEqual([{ field: 'vatRate', message: 'Некорректное значение' }]);
    expect(await fieldErrors('yamarket', { name: null })).toEqual([{ field: 'name', message: 'Введите значение' }]);
  });

  it('checks an integration\'s template, logo address, regions and types', async () => {
    const market = (await post(settingsPath('yamarket'), SETTINGS_BODIES.yamarket)).body;
    const bad = async (change: Record<string, unknown>) => {
      const res = await post(integrationsPath('yamarket', market.id), { ...INTEGRATION_BODIES.yamarket, ...change });
      expect(res.status).toBe(400);
      return res.body.errors as Array<{ field: string; message: string }>;
    };
    expect(await bad({ pointNameTemplate: '{name} {city}' })).toEqual([
      { field: 'pointNameTemplate', message: 'Шаблон знает только {name}, {code}, {address}, {provider}' },
    ]);
    expect((await bad({ pointRegions: [] }))[0]!.field).toBe('pointRegions');
    expect((await bad({ pointTypes: [5] }))[0]!.field).toBe('pointTypes.0');
    expect((await bad({ codFilter: 'maybe' }))[0]!.field).toBe('codFilter');
    const crm = (await post(settingsPath('retailcrm'), SETTINGS_BODIES.retailcrm)).body;
    const logo = await post(integrationsPath('retailcrm', crm.id), { ...INTEGRATION_BODIES.retailcrm, logoUrl: 'not a url' });
    expect(logo.body.errors).toEqual([{ field: 'logoUrl', message: 'Введите адрес вида https://example.ru' }]);
  });
});
