// Modules and marketplaces (docs/decisions/modules.md "Server"): create, read, list, update and delete of every
// kind of setting and integration; secrets sealed at rest, answered masked everywhere, kept by an update that
// leaves them out; the seeded demo; sync of 'modules' and 'integrations'.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SECRET_MASK, insalesConnection, maskSecret, retailCrmIntegration, retailCrmSettings, wildberriesIntegration,
  wildberriesSettings, yamarketIntegration, yamarketSettings, type ModuleKind,
} from '../../src/contract';
import { openSecrets } from '../../server/src/lib/module-secrets';
import { INTEGRATION_BODIES, INTEGRATION_KINDS, KINDS, SECRETS, SETTINGS_BODIES, integrationsPath, settingsPath } from './module-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const admin = 'admin-token';
beforeAll(async () => void (t = await createTestApp()), 60_000);
afterAll(() => t.close());

const ITEMS = { insales: insalesConnection, retailcrm: retailCrmSettings, yamarket: yamarketSettings, wildberries: wildberriesSettings };
const INTEGRATION_ITEMS = { retailcrm: retailCrmIntegration, yamarket: yamarketIntegration, wildberries: wildberriesIntegration };

const storedSecrets = async (id: string) => {
  const row = (await t.database.get('SELECT secrets_json FROM module_settings WHERE id = ?', id)) as { secrets_json: string };
  return { raw: row.secrets_json, plain: openSecrets(row.secrets_json) };
};
const create = async (kind: ModuleKind, body: Record<string, unknown> = SETTINGS_BODIES[kind]) =>
  (await t.call('POST', settingsPath(kind), { token: admin, body })).body as Record<string, unknown> & { id: string; version: number };

/** Every secret of the item is masked: the mask and at most the last four characters of the one sent. */
function expectMasked(kind: ModuleKind, item: Record<string, unknown>, sent: Record<string, unknown> = SETTINGS_BODIES[kind]) {
  for (const name of SECRETS[kind]) expect(item[name], name).toBe(maskSecret(String(sent[name])));
  for (const name of SECRETS[kind]) expect(String(item[name])).toMatch(new RegExp(`^${SECRET_MASK}.{0,4}$`));
}

describe('the demo seed', () => {
  it('gives the demo company one RetailCRM and one Yandex Market setting, each with an integration, secrets sealed', async () => {
    const company = ((await t.database.get("SELECT company_id FROM users WHERE email = 'admin@demo.local'")) as { company_id: number }).company_id;
    const seeded = (await t.database.all('SELECT s.kind, s.secrets_json, count(i.id) AS n FROM module_settings s LEFT JOIN module_integrations i ON i.settings_id = s.id WHERE s.company_id = ? GROUP BY s.id ORDER BY s.kind', company)) as Array<{ kind: string; secrets_json: string; n: number }>;
    expect(seeded.map((s) => [s.kind, s.n])).toEqual([['retailcrm', 1], ['yamarket', 1]]);
    for (const s of seeded) expect(s.secrets_json).toMatch(/^enc1:/);
    const market = JSON.parse(((await t.database.get("SELECT doc_json FROM module_integrations WHERE company_id = ? AND kind = 'yamarket' ORDER BY created_at LIMIT 1", company)) as { doc_json: string }).doc_json);
    expect(market).toMatchObject({ pointRegions: ['Москва'], pointTypes: [1, 2], enabled: true });
    expect(market.warehouseId).not.toBe('');
  });
});

describe('settings of every kind', () => {
  it.each(KINDS)('%s: create, read, list, update, delete; secrets masked and sealed', async (kind) => {
    const made = await t.call('POST', settingsPath(kind), { token: admin, body: SETTINGS_BODIES[kind] });
    expect(made.status).toBe(200);
    expect(ITEMS[kind].parse(made.body)).toEqual(made.body);
    expect(made.body.kind).toBe(kind);
    expectMasked(kind, made.body);
    const { id } = made.body;

    const { raw, plain } = (await storedSecrets(id));
    expect(raw).toMatch(/^enc1:/);
    for (const name of SECRETS[kind]) {
      expect(raw).not.toContain(String(SETTINGS_BODIES[kind][name]));
      expect(plain[name]).toBe(SETTINGS_BODIES[kind][name]);
    }

    const read = await t.call('GET', `${settingsPath(kind)}/${id}`, { token: admin });
    expect(read).toMatchObject({ status: 200, body: made.body });
    const list = await t.call('GET', `${settingsPath(kind)}?limit=1000`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.items.every((item: { kind: string }) => item.kind === kind)).toBe(true);
    expect(list.body.items.find((item: { id: string }) => item.id === id)).toEqual(made.body);

    // An update without the secrets keeps them; a masked value sent back as it came keeps them too.
    const changed = { ...SETTINGS_BODIES[kind], ...Object.fromEntries(SECRETS[kind].map((name, i) => [name, [undefined, null, '', made.body[name]][i % 4]])) };
    if (kind === 'insales') changed.enabled = false;
    else if (kind === 'retailcrm') changed.url = 'https://other.retailcrm.ru';
    else changed.name = 'Переименован';
    const updated = await t.call('PUT', `${settingsPath(kind)}/${id}`, { token: admin, body: changed });
    expect(updated.status).toBe(200);
    expect(updated.body.version).toBeGreaterThan(made.body.version);
    expectMasked(kind, updated.body);
    expect((await storedSecrets(id)).plain).toEqual(plain);
    if (kind === 'insales') expect(updated.body.enabled).toBe(false);

    const newSecret = `${kind}-new-secret-9876`;
    const rotated = await t.call('PUT', `${settingsPath(kind)}/${id}`, { token: admin, body: { ...changed, [SECRETS[kind][0]!]: newSecret } });
    expect(rotated.body[SECRETS[kind][0]!]).toBe(`${SECRET_MASK}9876`);
    expect((await storedSecrets(id)).plain[SECRETS[kind][0]!]).toBe(newSecret);

    expect(await t.call('DELETE', `${settingsPath(kind)}/${id}`, { token: admin })).toMatchObject({ status: 200, body: { id } });
    expect((await t.call('DELETE', `${settingsPath(kind)}/${id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `${settingsPath(kind)}/${id}`, { token: admin })).status).toBe(403);
  });

  it('takes the console\'s id: a repeat answers the same item; the id of another kind answers 409, never a clash', async () => {
    const id = randomUUID();
    const first = await create('insales', { ...SETTINGS_BODIES.insales, id });
    expect(first.id).toBe(id);
    const again = await t.call('POST', settingsPath('insales'), { token: admin, body: { ...SETTINGS_BODIES.insales, id, shopId: '9' } });
    expect(again).toMatchObject({ status: 200, body: first });
    const otherKind = await t.call('POST', settingsPath('wildberries'), { token: admin, body: { ...SETTINGS_BODIES.wildberries, id } });
    expect(otherKind).toMatchObject({ status: 409, body: { code: '040901', errors: [{ field: 'id' }] } });
    // Nor may another kind's path read, change or delete it.
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await t.call(method, `${settingsPath('retailcrm')}/${id}`, { token: admin, body: method === 'PUT' ? SETTINGS_BODIES.retailcrm : undefined });
      expect(res.status, method).toBe(403);
    }
    expect((await t.call('GET', `${settingsPath('insales')}/${id}`, { token: admin })).body).toEqual(first);
  });

  it('a create needs its secrets: absent, blank or a mask answer 400 on the field', async () => {
    for (const value of [undefined, '', '   ', `${SECRET_MASK}1234`]) {
      const res = await t.call('POST', settingsPath('yamarket'), { token: admin, body: { ...SETTINGS_BODIES.yamarket, token: value } });
      expect(res.status, String(value)).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'token', message: 'Введите значение' }]);
    }
  });

  it('filters a list by name', async () => {
    await create('yamarket', { ...SETTINGS_BODIES.yamarket, name: 'Фильтр по имени' });
    const res = await t.call('GET', `${settingsPath('yamarket')}?filter=${encodeURIComponent('name%по имени')}`, { token: admin });
    expect(res.body.items.map((s: { name: string }) => s.name)).toEqual(['Фильтр по имени']);
  });
});

describe('integrations of every kind', () => {
  it.each(INTEGRATION_KINDS)('%s: create, read, list, update, delete under a setting', async (kind) => {
    const setting = await create(kind);
    const path = integrationsPath(kind, setting.id);
    const made = await t.call('POST', path, { token: admin, body: INTEGRATION_BODIES[kind] });
    expect(made.status).toBe(200);
    expect(INTEGRATION_ITEMS[kind].parse(made.body)).toEqual(made.body);
    expect(made.body).toMatchObject({ kind, settingsId: setting.id, enabled: true });
    const { id } = made.body;

    expect(await t.call('GET', `${path}/${id}`, { token: admin })).toMatchObject({ status: 200, body: made.body });
    const list = await t.call('GET', path, { token: admin });
    expect(list.body).toEqual({ total: 1, items: [made.body] });

    const updated = await t.call('PUT', `${path}/${id}`, { token: admin, body: { ...INTEGRATION_BODIES[kind], name: 'Другое имя', enabled: false } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, kind, settingsId: setting.id, name: 'Другое имя', enabled: false });
    expect(updated.body.version).toBeGreaterThan(made.body.version);

    expect((await t.call('DELETE', `${path}/${id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', path, { token: admin })).body.total).toBe(0);
    expect((await t.call('GET', `${path}/${id}`, { token: admin })).status).toBe(403);
  });

  it('lives under a setting of its own kind: another kind\'s setting, an unknown one or the wrong path answer 403', async () => {
    const crm = await create('retailcrm');
    const market = await create('yamarket');
    const underCrm = await t.call('POST', integrationsPath('yamarket', crm.id), { token: admin, body: INTEGRATION_BODIES.yamarket });
    expect(underCrm.status).toBe(403);
    expect((await t.call('GET', integrationsPath('yamarket', crm.id), { token: admin })).status).toBe(403);
    expect((await t.call('GET', integrationsPath('yamarket', randomUUID()), { token: admin })).status).toBe(403);

    const made = (await t.call('POST', integrationsPath('yamarket', market.id), { token: admin, body: INTEGRATION_BODIES.yamarket })).body;
    const otherMarket = await create('yamarket');
    for (const path of [integrationsPath('yamarket', otherMarket.id), integrationsPath('retailcrm', crm.id)]) {
      expect((await t.call('GET', `${path}/${made.id}`, { token: admin })).status, path).toBe(403);
      const body = INTEGRATION_BODIES[path.includes('retailcrm') ? 'retailcrm' : 'yamarket'];
      expect((await t.call('PUT', `${path}/${made.id}`, { token: admin, body })).status, path).toBe(403);
      expect((await t.call('DELETE', `${path}/${made.id}`, { token: admin })).status, path).toBe(403);
      // Its id under another setting is taken: 409, not a second row nor a key clash.
      expect((await t.call('POST', path, { token: admin, body: { ...body, id: made.id } })).status, path).toBe(409);
    }
    expect((await t.call('GET', `${integrationsPath('yamarket', market.id)}/${made.id}`, { token: admin })).body).toEqual(made);
  });

  it('names only the company\'s own warehouse', async () => {
    const market = await create('yamarket');
    const path = integrationsPath('yamarket', market.id);
    const bad = await t.call('POST', path, { token: admin, body: { ...INTEGRATION_BODIES.yamarket, warehouseId: randomUUID() } });
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: 'warehouseId', message: 'Склад не найден' }] } });
    const warehouse = (await t.call('GET', '/v1/app/warehouses?limit=1', { token: admin })).body.items[0].id;
    const good = await t.call('POST', path, { token: admin, body: { ...INTEGRATION_BODIES.yamarket, warehouseId: warehouse } });
    expect(good.body.warehouseId).toBe(warehouse);
  });

  it('a Yandex Market integration without a name (as docs/api.md gives it) is named by its regions; an update without one keeps it', async () => {
    const market = await create('yamarket');
    const path = integrationsPath('yamarket', market.id);
    const { name: _name, ...unnamed } = INTEGRATION_BODIES.yamarket;
    const made = await t.call('POST', path, { token: admin, body: { ...unnamed, pointRegions: ['Москва', 'Московская область', 'Москва'] } });
    expect(made).toMatchObject({ status: 200, body: { name: 'Москва, Московская область' } });
    const renamed = await t.call('PUT', `${path}/${made.body.id}`, { token: admin, body: { ...unnamed, name: 'Пункты столицы' } });
    expect(renamed.body.name).toBe('Пункты столицы');
    const kept = await t.call('PUT', `${path}/${made.body.id}`, { token: admin, body: { ...unnamed, pointRegions: ['Тверская область'] } });
    expect(kept).toMatchObject({ status: 200, body: { name: 'Пункты столицы', pointRegions: ['Тверская область'] } });
    // A name that is sent is still checked: blank or one letter answers 400 on the field.
    for (const name of ['', ' ', 'A']) {
      const refused = await t.call('POST', path, { token: admin, body: { ...unnamed, name } });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body.errors[0].field).toBe('name');
    }
    // A long list of regions is cut to the name's 100 characters.
    const many = Array.from({ length: 30 }, (_, i) => `Область номер ${i + 1}`);
    const long = await t.call('POST', path, { token: admin, body: { ...unnamed, pointRegions: many } });
    expect(long.body.name.length).toBeLessThanOrEqual(100);
    expect(long.body.name).toMatch(/^Область номер 1, Область номер 2, .*…$/);
  });

  it('deleting a setting deletes its integrations; a sync after shows their tombstones', async () => {
    const crm = await create('retailcrm');
    const path = integrationsPath('retailcrm', crm.id);
    const ids = [];
    for (const name of ['Первая', 'Вторая']) ids.push((await t.call('POST', path, { token: admin, body: { ...INTEGRATION_BODIES.retailcrm, name } })).body.id);
    const before = (await t.call('GET', '/v1/app/sync/integrations?limit=1000', { token: admin })).body;
    expect(before.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining(ids));
    const modulesBefore = (await t.call('GET', '/v1/app/sync/modules?limit=1000', { token: admin })).body;

    expect((await t.call('DELETE', `${settingsPath('retailcrm')}/${crm.id}`, { token: admin })).status).toBe(200);
    expect((await t.database.get('SELECT count(*) AS n FROM module_integrations WHERE settings_id = ?', crm.id))).toEqual({ n: 0 });
    const after = (await t.call('GET', `/v1/app/sync/integrations?cursor=${before.cursor}`, { token: admin })).body;
    expect(after.deleted.sort()).toEqual([...ids].sort());
    const modulesAfter = (await t.call('GET', `/v1/app/sync/modules?cursor=${modulesBefore.cursor}`, { token: admin })).body;
    expect(modulesAfter.deleted).toEqual([crm.id]);
  });
});

describe('sync', () => {
  it('pulls every kind of setting masked, with its kind, and every integration', async () => {
    const made = await create('wildberries');
    const page = await t.call('GET', '/v1/app/sync/modules?limit=1000', { token: admin });
    expect(page.status).toBe(200);
    const items = page.body.items as Array<Record<string, unknown> & { kind: ModuleKind }>;
    for (const item of items) {
      expect(ITEMS[item.kind].parse(item)).toEqual(item);
      for (const name of SECRETS[item.kind]) expect(String(item[name])).toMatch(new RegExp(`^${SECRET_MASK}`));
    }
    expect(items.find((item) => item.id === made.id)).toEqual(made);
    expect(JSON.stringify(page.body)).not.toContain(String(SETTINGS_BODIES.wildberries.apiToken));
    const integrations = (await t.call('GET', '/v1/app/sync/integrations?limit=1000', { token: admin })).body.items as Array<Record<string, unknown> & { kind: 'yamarket' }>;
    for (const item of integrations) expect(INTEGRATION_ITEMS[item.kind].parse(item)).toEqual(item);
  });

});
