// Warehouses: the product's fields and required texts (name, phone, contact name, city), RU/BY/KZ,
// versions and tombstones, company isolation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouse } from '../../src/contract';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';
const operator = 'api.order.info-token';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

const valid = { name: 'Склад Тула', city: 'Тула', contactName: 'Тимур Тульский', phone: '+7 4872 00-00-00' };
const create = (body: unknown, token = admin, lang?: string) => t.call('POST', '/v1/app/warehouses', { token, body, lang });

describe('warehouses', () => {
  it('lists the three seeded warehouses in Moscow, Saint Petersburg and Kazan', async () => {
    const res = await t.call('GET', '/v1/app/warehouses', { token: operator });
    expect(res.body.items.map((w: { city: string }) => w.city)).toEqual(['Москва', 'Санкт-Петербург', 'Казань']);
    for (const item of res.body.items) expect(warehouse.parse(item)).toEqual(item);
    expect((await t.call('GET', '/v1/app/warehouses?filter=city=Казань', { token: admin })).body.total).toBe(1);
  });

  it('creates with every field of the spec; country RU by default', async () => {
    const full = {
      ...valid, countryCode: 'BY', region: 'Минская обл', area: 'Минский р-н', cityGuid: 'g-1', street: 'ул. Ленина',
      house: '1', block: '2', office: '3', postIndex: '220030', lat: 53.9, lon: 27.56, companyName: 'ООО Бел',
      email: 'by@demo.local', comment: 'Звонить заранее', addressString: 'Минск, ул. Ленина, 1',
      regionType: 'обл', areaType: 'р-н', cityType: 'г', community: 'Ждановичи', communityType: 'аг', streetType: 'ул',
    };
    const res = await create(full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(full);
    const plain = await create(valid);
    expect(plain.body).toMatchObject({ countryCode: 'RU', lat: null, lon: null, region: '', email: '', cityType: '', community: '' });
  });

  it('asks for each required field with its own text, in both languages', async () => {
    const ru = await create({});
    expect(ru.status).toBe(400);
    expect(ru.body.errors).toEqual(expect.arrayContaining([
      { field: 'name', message: 'Необходимо заполнить Название склада' },
      { field: 'phone', message: 'Необходимо заполнить Телефон' },
      { field: 'contactName', message: 'Необходимо заполнить Контактное лицо' },
      { field: 'city', message: 'Необходимо заполнить Город' },
    ]));
    expect(ru.body.errors).toHaveLength(4);
    const en = await create({ ...valid, city: ' ', phone: '' }, admin, 'en');
    expect(en.body.errors).toEqual([
      { field: 'city', message: 'Please fill in the city' },
      { field: 'phone', message: 'Please fill in the phone number' },
    ]);
    expect((await create({ ...valid, name: '' }, admin, 'en')).body.errors).toEqual([{ field: 'name', message: 'Please fill in the warehouse name' }]);
    expect((await create({ ...valid, contactName: null }, admin, 'en')).body.errors).toEqual([{ field: 'contactName', message: 'Please fill in the contact person' }]);
  });

  it('refuses other countries, coordinates out of range and bad emails', async () => {
    expect((await create({ ...valid, countryCode: 'UA' })).body.errors).toEqual([{ field: 'countryCode', message: 'Некорректное значение' }]);
    expect((await create({ ...valid, lat: 91 })).body.errors[0].field).toBe('lat');
    expect((await create({ ...valid, lon: -181 })).body.errors[0].field).toBe('lon');
    expect((await create({ ...valid, email: 'склад@' })).body.errors).toEqual([{ field: 'email', message: 'Неправильный email' }]);
  });

  it('updates, deletes with a tombstone, and keeps companies apart', async () => {
    const id = randomUUID();
    const made = (await create({ ...valid, id })).body;
    expect(made.id).toBe(id);
    const updated = await t.call('PUT', `/v1/app/warehouses/${id}`, { token: operator, body: { ...valid, city: 'Тула-2' } });
    expect(updated.body).toMatchObject({ city: 'Тула-2' });
    expect(updated.body.version).toBeGreaterThan(made.version);
    expect((await t.call('GET', `/v1/app/warehouses/${id}`, { token: other })).status).toBe(403);
    expect((await t.call('PUT', `/v1/app/warehouses/${id}`, { token: other, body: valid })).status).toBe(403);
    expect((await t.call('DELETE', `/v1/app/warehouses/${id}`, { token: other })).status).toBe(403);
    expect((await create({ ...valid, id }, other)).status).toBe(409);
    expect((await t.call('DELETE', `/v1/app/warehouses/${id}`, { token: operator })).body).toEqual({ id });
    expect((await t.database.get("SELECT count(*) AS n FROM tombstones WHERE collection = 'warehouses' AND id = ?", id))).toEqual({ n: 1 });
    const theirs = (await t.call('GET', '/v1/app/warehouses', { token: other })).body;
    expect(theirs.items.map((w: { city: string }) => w.city)).toEqual(['Екатеринбург']);
  });
});
