import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS_KEYS, SCHEMA_FIELD_TYPES } from '../../src/contract';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const token = 'api.order.info-token'; // lists need only a valid token, not admin
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const get = (path: string, lang?: string) => t.call('GET', path, { token, lang });

describe('providers', () => {
  it('lists about 45 services, 100 per page by default, with about 30 enabled', async () => {
    const all = await get('/v1/app/list/providers');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(40);
    expect(all.body.items).toHaveLength(all.body.total);
    expect(all.body.items[0]).toEqual({
      key: 'cdek', name: 'СДЭК', description: expect.any(String), enabled: true,
    });
    const enabled = await get('/v1/app/list/providers?filter=enabled=1');
    expect(enabled.body.total).toBeGreaterThanOrEqual(25);
    expect(enabled.body.total).toBeLessThan(all.body.total);
    expect(enabled.body.items.every((p: { enabled: boolean }) => p.enabled)).toBe(true);
    expect((await get('/v1/app/list/providers?filter=enabled=1;full=1')).body.total).toBe(enabled.body.total);
  });

  it('pages: page 2 of 10 continues page 1, pages past the end are empty', async () => {
    const p1 = await get('/v1/app/list/providers?page=1&limit=10');
    const p2 = await get('/v1/app/list/providers?page=2&limit=10');
    const all = await get('/v1/app/list/providers?limit=1000');
    expect(p1.body.items).toHaveLength(10);
    expect([...p1.body.items, ...p2.body.items]).toEqual(all.body.items.slice(0, 20));
    const far = await get('/v1/app/list/providers?page=9007199254740991&limit=1000');
    expect(far).toMatchObject({ status: 200, body: { total: all.body.total, items: [] } });
  });

  it('filters with = % and arrays', async () => {
    const some = await get(`/v1/app/list/providers?filter=${encodeURIComponent('key=[cdek,dpd,boxberry]')}`);
    expect(some.body.items.map((p: { key: string }) => p.key).sort()).toEqual(['boxberry', 'cdek', 'dpd']);
    const like = await get(`/v1/app/list/providers?filter=${encodeURIComponent('name%Почта')}`);
    expect(like.body.items.map((p: { key: string }) => p.key)).toContain('rupost');
  });

  it('answers 040010 for a malformed filter and 040011 for a field it does not offer', async () => {
    for (const filter of ['enabled', 'enabled=1;', 'enabled=yes', '=1', 'enabled>1', 'key>[a,b]', 'key=[a,]', 'enabled%1']) {
      const res = await get(`/v1/app/list/providers?filter=${encodeURIComponent(filter)}`);
      expect(res.status, filter).toBe(400);
      expect(res.body.code, filter).toBe('040010');
    }
    const unknown = await get('/v1/app/list/providers?filter=color=red', 'en');
    expect(unknown).toMatchObject({ status: 400, body: { code: '040011', message: 'Field is not filterable' } });
    expect(unknown.body.description).toContain('color');
  });

  it('refuses bad paging values with 040001', async () => {
    for (const q of ['page=0', 'page=-1', 'limit=0', 'limit=-5', 'limit=1001', 'page=abc', 'page=1.5', 'page=1e400']) {
      const res = await get(`/v1/app/list/providers?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toBe('040001');
    }
  });
});

describe('other reference lists', () => {
  it('platforms', async () => {
    const res = await get('/v1/app/list/platforms');
    expect(res.body.items.map((p: { key: string }) => p.key)).toEqual(expect.arrayContaining(['insales', 'retailcrm', 'yamarket', 'wildberries']));
  });

  it('statuses: the 19 keys with names in both languages', async () => {
    const ru = await get('/v1/app/list/statuses');
    const en = await get('/v1/app/list/statuses', 'en-GB,en;q=0.9,ru;q=0.8');
    for (const res of [ru, en]) {
      expect(res.body.total).toBe(19);
      expect(res.body.items.map((s: { key: string }) => s.key)).toEqual([...ORDER_STATUS_KEYS]);
    }
    expect(ru.body.items[7]).toMatchObject({ key: 'delivered', name: 'Доставлен' });
    expect(en.body.items[7]).toMatchObject({ key: 'delivered', name: 'Delivered' });
    expect((await get('/v1/app/list/statuses?page=2&limit=10')).body.items).toHaveLength(9);
    expect((await get('/v1/app/list/statuses?filter=key=[lost,problem]')).body.total).toBe(2);
  });

  it('tariffs under both paths, several per provider, filterable by provider', async () => {
    const a = await get('/v1/app/list/tariffs?limit=1000');
    const b = await get('/v1/lists/tariffs?limit=1000');
    expect(a.body).toEqual(b.body);
    const cdek = await get('/v1/app/list/tariffs?filter=providerKey=cdek');
    expect(cdek.body.items.find((x: { name: string }) => x.name === 'Посылка склад-склад')).toMatchObject({
      providerKey: 'cdek', pickupType: 2, deliveryType: 2, weightMin: 0, weightMax: 30000,
    });
    const providers = new Set(a.body.items.map((x: { providerKey: string }) => x.providerKey));
    expect(providers.size).toBe((await get('/v1/app/list/providers')).body.total);
  });

  it('connection schemas: one per provider, by providerKey, using every field type', async () => {
    const all = await get('/v1/app/connections/schemas?limit=1000');
    expect(all.body.total).toBe((await get('/v1/app/list/providers')).body.total);
    const types = new Set(all.body.items.flatMap((s: { fields: Array<{ type: string }> }) => s.fields.map((f) => f.type)));
    expect([...types].sort()).toEqual([...SCHEMA_FIELD_TYPES].sort());
    const cdek = await get('/v1/app/connections/schemas?providerKey=cdek', 'en');
    expect(cdek.body.total).toBe(1);
    const fields = cdek.body.items[0].fields;
    expect(fields.find((f: { code: string }) => f.code === 'account')).toMatchObject({ type: 'other', required: true });
    expect(fields.find((f: { code: string }) => f.code === 'tariffs')).toMatchObject({
      type: 'array', multiple: true, values: expect.objectContaining({ '136': 'Parcel warehouse-warehouse' }),
    });
    expect(fields.find((f: { code: string }) => f.code === 'senderCity').remote).toEqual({ suggestType: 'city' });
    expect((await get('/v1/app/connections/schemas?providerKey=nope')).body).toEqual({ total: 0, items: [] });
  });

  it('every list needs a token', async () => {
    for (const path of ['/v1/app/list/providers', '/v1/app/list/statuses', '/v1/lists/tariffs', '/v1/app/connections/schemas']) {
      const res = await t.call('GET', path);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('040101');
    }
  });
});
