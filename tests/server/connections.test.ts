// Connections: admin only; the provider must exist and be enabled; connectParams follow the provider's
// form; defaults and limits of the rates; one name per provider (040902); versions; company isolation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connection } from '../../src/contract';
import { ADMIN, OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
let adminId: number;
const admin = 'admin-token';
const operator = 'api.order.info-token';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
  adminId = (await t.call('GET', '/v1/app/user/info', { token: await t.login(ADMIN) })).body.id;
});
afterAll(() => t.close());

const boxberry = { name: 'Boxberry склад 2', providerKey: 'boxberry', connectParams: { apiKey: 'k-1' } };
const create = (body: unknown, token = admin, lang?: string) => t.call('POST', '/v1/app/connections', { token, body, lang });
const errorsOf = async (body: unknown, lang?: string) => (await create(body, admin, lang)).body.errors;

describe('connections', () => {
  it('lists the company\'s seeded connections, filterable by providerKey; the schemas list still works', async () => {
    const all = await t.call('GET', '/v1/app/connections', { token: admin });
    expect(all.body.items.map((c: { providerKey: string }) => c.providerKey)).toEqual(['cdek', 'boxberry', 'rupost', 'x5']);
    for (const item of all.body.items) expect(connection.parse(item)).toEqual(item);
    expect(all.body.items[0]).toMatchObject({ companyId: all.body.items[0].companyId, insuranceRate: 0.75, connectParams: { tariffs: ['136', '137', '234', '368'] } });
    const cdek = await t.call('GET', '/v1/app/connections?filter=providerKey=cdek', { token: admin });
    expect(cdek.body.total).toBe(1);
    expect((await t.call('GET', '/v1/app/connections/schemas?providerKey=cdek', { token: admin })).body.total).toBe(1);
  });

  it('is for admins only', async () => {
    expect((await t.call('GET', '/v1/app/connections', { token: operator })).status).toBe(403);
    expect((await create(boxberry, operator)).status).toBe(403);
    const id = (await t.call('GET', '/v1/app/connections', { token: admin })).body.items[0].id;
    expect((await t.call('GET', `/v1/app/connections/${id}`, { token: operator })).status).toBe(403);
  });

  it('creates with the spec\'s defaults (0, 0, 100) and a version; user stats count the new provider', async () => {
    const statsBefore = (await t.call('GET', `/v1/app/user/${adminId}/stats`, { token: admin })).body.providers;
    const res = await create({ name: 'DPD', providerKey: 'dpd', connectParams: { login: 'l', password: 'p', tariffs: ['door-door'] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100, inn: '', providerKey: 'dpd' });
    expect((await t.call('GET', `/v1/app/user/${adminId}/stats`, { token: admin })).body.providers).toBe(statsBefore + 1);
  });

  it('refuses unknown and disabled providers', async () => {
    for (const providerKey of ['nope', 'dhl']) {
      const res = await create({ ...boxberry, providerKey }, admin, 'en');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'providerKey', message: 'Unknown or disabled delivery service' }]);
    }
  });

  it('checks connectParams against the provider\'s form', async () => {
    expect(await errorsOf({ ...boxberry, connectParams: {} })).toEqual([{ field: 'connectParams.apiKey', message: 'Введите значение' }]);
    expect(await errorsOf({ ...boxberry, connectParams: { apiKey: '' } }, 'en')).toEqual([{ field: 'connectParams.apiKey', message: 'Please enter value' }]);
    expect(await errorsOf({ ...boxberry, connectParams: { apiKey: 'k', color: 'red' } }, 'en')).toEqual([{ field: 'connectParams.color', message: 'Unknown field' }]);
    const numbers = await errorsOf({ ...boxberry, connectParams: { apiKey: 'k', defaultWeight: -1, testMode: 'yes' } }, 'en');
    expect(numbers).toEqual([
      { field: 'connectParams.defaultWeight', message: 'The value must be at least 0' },
      { field: 'connectParams.testMode', message: 'Invalid value' },
    ]);
    expect(await errorsOf({ ...boxberry, connectParams: { apiKey: 'k', defaultWeight: 1.5 } })).toEqual([{ field: 'connectParams.defaultWeight', message: 'Некорректное значение' }]);
    const cdek = { name: 'СДЭК 2', providerKey: 'cdek', connectParams: { account: 'a', secure: 's' } };
    expect((await create(cdek)).status).toBe(200);
    const floats = await errorsOf({ ...cdek, name: 'СДЭК 3', connectParams: { ...cdek.connectParams, insuranceMinimum: 10.005 } }, 'en');
    expect(floats).toEqual([{ field: 'connectParams.insuranceMinimum', message: 'At most two decimal places' }]);
    expect((await create({ ...cdek, name: 'СДЭК 4', connectParams: { ...cdek.connectParams, insuranceMinimum: 10.25 } })).status).toBe(200);
    // tariffs is a multiple choice (a list of codes), printFormat a single one.
    expect(await errorsOf({ ...cdek, name: 'СДЭК 5', connectParams: { ...cdek.connectParams, tariffs: ['136', '999'] } })).toEqual([{ field: 'connectParams.tariffs', message: 'Некорректное значение' }]);
    expect(await errorsOf({ ...cdek, name: 'СДЭК 5', connectParams: { ...cdek.connectParams, tariffs: '136' } })).toEqual([{ field: 'connectParams.tariffs', message: 'Некорректное значение' }]);
    expect(await errorsOf({ ...cdek, name: 'СДЭК 5', connectParams: { ...cdek.connectParams, printFormat: ['A4'] } })).toEqual([{ field: 'connectParams.printFormat', message: 'Некорректное значение' }]);
    const ok = await create({ ...cdek, name: 'СДЭК 5', connectParams: { ...cdek.connectParams, tariffs: ['136'], printFormat: 'A4', testMode: false, senderCity: '' } });
    // Emptied fields are not stored; false is a value; the secret is answered masked (connection-secrets.test.ts).
    expect(ok.body.connectParams).toEqual({ account: 'a', secure: '••••', tariffs: ['136'], printFormat: 'A4', testMode: false });
  });

  it('checks rates (0..100, two decimals), the INN and the name, every problem in one answer', async () => {
    const rates = await errorsOf({ ...boxberry, insuranceRate: 101, cashServiceRate: -1, assessedCostPercent: 50.001, inn: '12345' }, 'en');
    expect(rates).toEqual([
      { field: 'inn', message: 'The INN has 10 or 12 digits' },
      { field: 'insuranceRate', message: 'The value must be at most 100' },
      { field: 'cashServiceRate', message: 'The value must be at least 0' },
      { field: 'assessedCostPercent', message: 'At most two decimal places' },
    ]);
    expect(await errorsOf({ ...boxberry, assessedCostPercent: 50.001, inn: '12345' }, 'en')).toEqual([
      { field: 'inn', message: 'The INN has 10 or 12 digits' },
      { field: 'assessedCostPercent', message: 'At most two decimal places' },
    ]);
    expect(await errorsOf({ ...boxberry, name: ' ' })).toEqual([{ field: 'name', message: 'Введите значение' }]);
    expect(await errorsOf({ ...boxberry, name: 'B' })).toEqual([{ field: 'name', message: 'Длина текста должна быть не менее 2' }]);
    expect((await create({ ...boxberry, name: 'BB 12', inn: '123456789012', insuranceRate: 0.5 })).status).toBe(200);
  });

  it('answers 409 040902 for a second connection to a provider under the same name', async () => {
    expect((await create(boxberry)).status).toBe(200);
    const again = await create({ ...boxberry, connectParams: { apiKey: 'other' } }, admin, 'en');
    expect(again).toMatchObject({ status: 409, body: { code: '040902', errors: [{ field: 'name', message: 'Already exists' }] } });
    // Another company may use the name; so may another provider.
    expect((await create(boxberry, other)).status).toBe(200);
    const x5 = await create({ ...boxberry, providerKey: 'x5' });
    expect(x5.status).toBe(200);
    const rename = await t.call('PUT', `/v1/app/connections/${x5.body.id}`, { token: admin, body: { ...boxberry, name: 'Boxberry' } });
    expect(rename.status).toBe(409);
    const keep = await t.call('PUT', `/v1/app/connections/${x5.body.id}`, { token: admin, body: { ...boxberry, providerKey: 'x5', insuranceRate: 1 } });
    expect(keep.body).toMatchObject({ name: boxberry.name, insuranceRate: 1 });
    expect(keep.body.version).toBeGreaterThan(x5.body.version);
  });

  it('accepts the seeded connections as they are (the seed fits the forms)', async () => {
    for (const token of [admin, other]) {
      for (const c of (await t.call('GET', '/v1/app/connections?limit=1000', { token })).body.items) {
        const res = await t.call('PUT', `/v1/app/connections/${c.id}`, { token, body: c });
        expect(res.status, `${c.providerKey} ${JSON.stringify(res.body)}`).toBe(200);
        expect(res.body.connectParams).toEqual(c.connectParams);
      }
    }
  });

  it('keeps companies apart and deletes with a tombstone', async () => {
    const mine = (await t.call('GET', '/v1/app/connections', { token: admin })).body.items[0];
    const theirs = await t.call('GET', '/v1/app/connections?limit=1000', { token: other });
    expect(theirs.body.items.some((c: { id: string }) => c.id === mine.id)).toBe(false);
    expect(theirs.body.items.every((c: { companyId: number }) => c.companyId !== mine.companyId)).toBe(true);
    expect((await t.call('GET', `/v1/app/connections/${mine.id}`, { token: other })).status).toBe(403);
    expect((await t.call('DELETE', `/v1/app/connections/${mine.id}`, { token: other })).status).toBe(403);
    const id = randomUUID();
    expect((await create({ ...boxberry, id, name: 'Временное' })).body.id).toBe(id);
    expect((await create({ ...boxberry, id, name: 'Временное' }, other)).status).toBe(409);
    expect((await t.call('DELETE', `/v1/app/connections/${id}`, { token: admin })).status).toBe(200);
    expect((await t.database.get("SELECT count(*) AS n FROM tombstones WHERE collection = 'connections' AND id = ?", id))).toEqual({ n: 1 });
  });
});
