// The tariff rule editor: admin only; schema in both languages; rows checked against it; priorities;
// the status switch with an intended state; duplicates; versions; company isolation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tariffRule, tariffRuleSchema } from '../../src/contract';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';
const BASE = '/v1/app/editors/tariff/rules';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

type Rule = { id: string; name: string; priority: number; status: string; version: number };
const rule = { name: 'Наценка 5%', conditions: [{ field: 'weight', operator: '>', value: 1000 }], actions: [{ field: 'deliveryCost', operator: 'addPercent', value: 5 }] };
const create = (body: unknown, token = admin, lang?: string) => t.call('POST', BASE, { token, body, lang });
const list = async (token = admin): Promise<Rule[]> => (await t.call('GET', `${BASE}?limit=1000`, { token })).body.items;
const errorsOf = async (body: unknown, lang?: string) => (await create(body, admin, lang)).body.errors;

describe('tariff rules', () => {
  it('lists the company\'s rules by priority, some disabled; admin only', async () => {
    const rules = await list();
    expect(rules.map((r) => r.priority)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rules.filter((r) => r.status === 'disabled')).toHaveLength(2);
    for (const r of rules) expect(tariffRule.parse(r)).toEqual(r);
    expect(rules[0]).toMatchObject({ author: 'Анна Админова', user: 'admin@demo.local' });
    expect((await t.call('GET', `${BASE}?filter=status=disabled`, { token: admin })).body.total).toBe(2);
    for (const [method, path] of [['GET', BASE], ['GET', `${BASE}/schema`], ['GET', `${BASE}/${rules[0]!.id}`], ['PUT', `${BASE}/${rules[0]!.id}/status/switch`]]) {
      expect((await t.call(method!, path!, { token: 'api.order.info-token' })).status, path).toBe(403);
    }
  });

  it('answers the editor\'s schema in the caller\'s language', async () => {
    const ru = (await t.call('GET', `${BASE}/schema`, { token: admin })).body;
    const en = (await t.call('GET', `${BASE}/schema`, { token: admin, lang: 'en' })).body;
    expect(tariffRuleSchema.parse(en)).toEqual(en);
    expect(ru.conditions.map((c: { field: string }) => c.field)).toEqual(expect.arrayContaining([
      'providerKey', 'tariffId', 'deliveryType', 'pickupType', 'weight', 'assessedCost', 'codCost', 'cityFrom', 'cityTo', 'regionTo',
    ]));
    expect(ru.conditions.find((c: { field: string }) => c.field === 'weight')).toMatchObject({ name: 'Вес отправления', unit: 'g', type: 'integer' });
    expect(en.conditions.find((c: { field: string }) => c.field === 'weight').name).toBe('Parcel weight');
    expect(en.actions.find((a: { field: string }) => a.field === 'deliveryCost').operators).toEqual(['set', 'addFixed', 'addPercent', 'roundUp']);
    expect(en.meta.dictionary.operators).toContainEqual({ value: 'notIn', label: 'none of' });
    expect(ru.meta.dictionary.operators).toContainEqual({ value: 'notIn', label: 'ни одно из' });
    expect(en.meta.dictionary.providers).toContainEqual({ value: 'cdek', label: 'CDEK' });
    expect(ru.meta.dictionary.providers).toContainEqual({ value: 'cdek', label: 'СДЭК' });
    expect(en.meta.dictionary.tariffs.find((x: { providerKey: string; label: string }) => x.providerKey === 'cdek' && x.label === 'Parcel warehouse-warehouse')).toBeTruthy();
    expect(ru.meta.staticData.deliveryTypes).toEqual([{ value: 1, label: 'Курьером до двери' }, { value: 2, label: 'До пункта выдачи' }]);
  });

  it('creates a rule last, enabled, with author and editor', async () => {
    const res = await create(rule);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...rule, description: '', priority: 7, status: 'enabled', author: 'Анна Админова', user: 'admin@demo.local' });
    const disabled = await create({ ...rule, name: 'Выключенное', status: 'disabled' });
    expect(disabled.body).toMatchObject({ priority: 8, status: 'disabled' });
  });

  it('asks for the name in the spec\'s words and for each part of every row', async () => {
    expect(await errorsOf({ ...rule, name: '' })).toEqual([{ field: 'name', message: 'Пожалуйста, введите название' }]);
    expect(await errorsOf({ ...rule, name: undefined }, 'en')).toEqual([{ field: 'name', message: 'Please enter a name' }]);
    const rows = await errorsOf({ ...rule, conditions: [{ field: 'weight', value: 1 }, { field: '', operator: '=', value: 1 }] }, 'en');
    expect(rows).toEqual([
      { field: 'conditions.0.operator', message: 'Please enter value' },
      { field: 'conditions.1.field', message: 'Please enter value' },
    ]);
    expect(await errorsOf({ ...rule, actions: [{ field: 'deliveryCost', operator: 'set', value: null }] })).toEqual([
      { field: 'actions.0.value', message: 'Введите значение' },
    ]);
    expect(await errorsOf({ ...rule, conditions: [{ field: 'providerKey', operator: 'in', value: [] }] })).toEqual([
      { field: 'conditions.0.value', message: 'Введите значение' },
    ]);
  });

  it('checks rows against the schema: fields, operators, value types and choices', async () => {
    const bad = (conditions: unknown[], actions: unknown[] = rule.actions) => errorsOf({ ...rule, conditions, actions });
    expect(await bad([{ field: 'colour', operator: '=', value: 'red' }])).toEqual([{ field: 'conditions.0.field', message: 'Некорректное значение' }]);
    expect(await bad([{ field: 'deliveryType', operator: '>', value: 1 }])).toEqual([{ field: 'conditions.0.operator', message: 'Некорректное значение' }]);
    expect(await bad([{ field: 'weight', operator: '>', value: 'heavy' }])).toEqual([{ field: 'conditions.0.value', message: 'Некорректное значение' }]);
    expect(await bad([{ field: 'weight', operator: '>', value: 1.5 }])).toEqual([{ field: 'conditions.0.value', message: 'Некорректное значение' }]);
    expect(await bad([{ field: 'providerKey', operator: 'in', value: ['cdek', 'nope'] }])).toHaveLength(1);
    expect(await bad([{ field: 'providerKey', operator: '=', value: ['cdek'] }])).toHaveLength(1);
    expect(await bad([{ field: 'deliveryType', operator: '=', value: 3 }])).toHaveLength(1);
    expect(await bad([], [{ field: 'deliveryCost', operator: 'set', value: -1 }])).toEqual([{ field: 'actions.0.value', message: 'Некорректное значение' }]);
    expect(await bad([], [{ field: 'deliveryCost', operator: 'roundUp', value: 0 }])).toHaveLength(1);
    expect(await bad([], [{ field: 'tariff', operator: 'hide', value: 'yes' }])).toHaveLength(1);
    const tariffs = (await t.call('GET', '/v1/app/list/tariffs?filter=providerKey=cdek', { token: admin })).body.items;
    const good = await create({
      ...rule, name: 'Всё верно',
      conditions: [
        { field: 'providerKey', operator: 'notIn', value: ['rupost', 'x5'] }, { field: 'tariffId', operator: '=', value: tariffs[0].id },
        { field: 'cityTo', operator: 'contains', value: 'Санкт' }, { field: 'codCost', operator: '<=', value: 0 },
      ],
      actions: [{ field: 'deliveryCost', operator: 'addFixed', value: -50 }, { field: 'deliveryDays', operator: 'add', value: 2 }, { field: 'tariff', operator: 'hide', value: true }],
    });
    expect(good.status).toBe(200);
  });

  it('switches the status: the sent state is set (a repeat changes nothing), no body toggles', async () => {
    const made = (await create({ ...rule, name: 'Переключаемое' })).body as Rule;
    const off = await t.call('PUT', `${BASE}/${made.id}/status/switch`, { token: admin, body: { status: 'disabled' } });
    expect(off.body).toMatchObject({ status: 'disabled' });
    expect(off.body.version).toBeGreaterThan(made.version);
    const offAgain = await t.call('PUT', `${BASE}/${made.id}/status/switch`, { token: admin, body: { status: 'disabled' } });
    expect(offAgain.body).toMatchObject({ status: 'disabled', version: off.body.version });
    const toggled = await t.call('PUT', `${BASE}/${made.id}/status/switch`, { token: admin });
    expect(toggled.body.status).toBe('enabled');
    expect((await t.call('PUT', `${BASE}/${made.id}/status/switch`, { token: admin, body: {} })).body.status).toBe('disabled');
    expect((await t.call('PUT', `${BASE}/${made.id}/status/switch`, { token: admin, body: { status: 'on' } })).status).toBe(400);
    expect((await t.call('PUT', `${BASE}/${made.id}/status/switch`, { token: other, body: { status: 'enabled' } })).status).toBe(403);
  });

  it('reorders by priority: the listed rules take 1..n, the rest follow; only moved rules change version', async () => {
    const before = await list();
    const reversed = [...before].reverse().map((r) => r.id);
    const res = await t.call('PUT', `${BASE}/priority/update`, { token: admin, body: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: Rule) => r.id)).toEqual(reversed);
    expect(res.body.items.map((r: Rule) => r.priority)).toEqual(reversed.map((_, i) => i + 1));
    const [first, second] = [before[0]!.id, before[1]!.id];
    const partial = await t.call('PUT', `${BASE}/priority/update`, { token: admin, body: { ids: [first, second] } });
    expect(partial.body.items.slice(0, 2).map((r: Rule) => r.id)).toEqual([first, second]);
    expect(partial.body.items.slice(2).map((r: Rule) => r.id)).toEqual(reversed.filter((id) => id !== first && id !== second));
    const same = await t.call('PUT', `${BASE}/priority/update`, { token: admin, body: { ids: [first, second] } });
    expect(same.body.items.map((r: Rule) => r.version)).toEqual(partial.body.items.map((r: Rule) => r.version));
  });

  it('refuses a reorder with another company\'s ids, unknown ids or repeats', async () => {
    const mine = (await list()).map((r) => r.id);
    const theirs = (await list(other)).map((r) => r.id);
    expect((await t.call('PUT', `${BASE}/priority/update`, { token: admin, body: { ids: [mine[0], theirs[0]] } })).status).toBe(403);
    expect((await t.call('PUT', `${BASE}/priority/update`, { token: admin, body: { ids: [randomUUID()] } })).status).toBe(403);
    const repeated = await t.call('PUT', `${BASE}/priority/update`, { token: admin, body: { ids: [mine[0], mine[0]] }, lang: 'en' });
    expect(repeated.body).toMatchObject({ code: '040001', errors: [{ field: 'ids', message: 'The ids repeat' }] });
    expect((await list(other)).map((r) => r.id)).toEqual(theirs);
  });

  it('duplicates as "<name> (копия)", last and disabled; a client id makes the repeat harmless', async () => {
    const source = (await create({ ...rule, name: 'Оригинал' })).body as Rule;
    const copy = await t.call('POST', `${BASE}/${source.id}/duplicate`, { token: admin });
    const rules = await list();
    expect(copy.body).toMatchObject({ name: 'Оригинал (копия)', status: 'disabled', priority: rules.length, conditions: rule.conditions });
    const id = randomUUID();
    const en = await t.call('POST', `${BASE}/${source.id}/duplicate`, { token: admin, body: { id }, lang: 'en' });
    expect(en.body).toMatchObject({ id, name: 'Оригинал (copy)' });
    expect((await t.call('POST', `${BASE}/${source.id}/duplicate`, { token: admin, body: { id } })).body).toEqual(en.body);
    expect(await list()).toHaveLength(rules.length + 1);
    const long = (await create({ ...rule, name: 'Д'.repeat(100) })).body as Rule;
    expect((await t.call('POST', `${BASE}/${long.id}/duplicate`, { token: admin })).body.name).toHaveLength(100);
    expect((await t.call('POST', `${BASE}/${source.id}/duplicate`, { token: other })).status).toBe(403);
  });

  it('updates (keeping status and priority unless sent), deletes with a tombstone, keeps companies apart', async () => {
    const made = (await create({ ...rule, name: 'Правило', status: 'disabled' })).body as Rule;
    const put = await t.call('PUT', `${BASE}/${made.id}`, { token: admin, body: { ...rule, name: 'Правило 2', description: 'Новое' } });
    expect(put.body).toMatchObject({ name: 'Правило 2', description: 'Новое', status: 'disabled', priority: made.priority });
    expect(put.body.version).toBeGreaterThan(made.version);
    expect((await t.call('GET', `${BASE}/${made.id}`, { token: other })).status).toBe(403);
    expect((await t.call('PUT', `${BASE}/${made.id}`, { token: other, body: rule })).status).toBe(403);
    expect((await t.call('DELETE', `${BASE}/${made.id}`, { token: admin })).body).toEqual({ id: made.id });
    expect((await t.database.get("SELECT count(*) AS n FROM tombstones WHERE collection = 'rules' AND id = ?", made.id))).toEqual({ n: 1 });
    expect((await list(other)).map((r) => r.name)).toEqual(['Наценка 50 ₽ на DPD', 'Без курьера при наложенном платеже']);
  });

  it('accepts the seeded rules as they are (the seed fits the schema)', async () => {
    for (const token of [admin, other]) {
      for (const r of await list(token)) {
        const res = await t.call('PUT', `${BASE}/${r.id}`, { token, body: r });
        expect(res.status, `${r.name} ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
  });
});
