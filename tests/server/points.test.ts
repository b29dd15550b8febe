// Pickup points as lists (docs/api.md "Lists and paging"): both paths,
// paging, the points page's filters, bad filters, roles, and one list for every company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { point, type Point } from '../../src/contract';
import { POINTS_WHEN_UNSET } from '../../server/src/db/seed/points';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';

// Seeding the demo world can outlast the 10 s hook default on a busy 2-core machine.
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
}, 60_000);
afterAll(() => t.close());

type Page = { total: number; items: Point[] };

async function list(query: Record<string, string>, path = '/v1/app/list/points', token = admin): Promise<Page> {
  const res = await t.call('GET', `${path}?${new URLSearchParams(query)}`, { token });
  if (res.status !== 200) throw new Error(`${path} ${JSON.stringify(query)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Page;
}

/** Every point the filter matches, 1,000 a page. */
async function all(filter?: string): Promise<Point[]> {
  const items: Point[] = [];
  for (let page = 1; ; page++) {
    const res = await list({ page: String(page), limit: '1000', ...(filter ? { filter } : {}) });
    items.push(...res.items);
    if (items.length >= res.total || res.items.length === 0) return items;
  }
}

describe('the list', () => {
  it('answers 100 points a page by default, the same under both paths, each a Point of the contract', async () => {
    const app = await list({});
    const lists = await list({}, '/v1/lists/points');
    expect(app.total).toBe(POINTS_WHEN_UNSET);
    expect(app.items).toHaveLength(100);
    expect(lists).toEqual(app);
    for (const item of app.items) expect(point.parse(item)).toEqual(item);
  });

  it('pages add up to the total, with no point twice', async () => {
    const items = await all();
    expect(items).toHaveLength(POINTS_WHEN_UNSET);
    expect(new Set(items.map((p) => p.id)).size).toBe(POINTS_WHEN_UNSET);
    const second = await list({ page: '2', limit: '100' });
    expect(second.items.map((p) => p.id)).toEqual(items.slice(100, 200).map((p) => p.id));
    expect((await list({ page: '31', limit: '100' })).items).toEqual([]);
  });

  it('holds a realistic world: the four types, many services and cities, hours, Moscow around its centre', async () => {
    const items = await all();
    expect(new Set(items.map((p) => p.type))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(items.map((p) => p.providerKey)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(items.map((p) => p.city)).size).toBeGreaterThanOrEqual(120);
    expect(items.filter((p) => p.type === 3).every((p) => p.providerKey === 'rupost' && p.code === p.postIndex)).toBe(true);
    expect(items.filter((p) => p.type === 4).every((p) => ['pecom', 'dellin', 'dpd', 'baikal', 'kit', 'jde', 'energy', 'vozovoz'].includes(p.providerKey))).toBe(true);
    expect(items.filter((p) => p.providerKey === 'cdek').every((p) => /^[A-Z]{3}\d+$/.test(p.code))).toBe(true);
    const moscow = items.filter((p) => p.city === 'Москва');
    expect(moscow.length).toBeGreaterThan(items.length / 10);
    for (const p of moscow) {
      expect(Math.abs(p.lat - 55.7558)).toBeLessThan(0.25);
      expect(Math.abs(p.lng - 37.6173)).toBeLessThan(0.4);
      expect(p.postIndex).toMatch(/^1[0-2]\d{4}$/);
    }
    expect(new Set(moscow.map((p) => p.cityGuid)).size).toBe(1);
    expect(items.some((p) => p.timetable === 'Круглосуточно' && p.type === 2)).toBe(true);
    expect(items.filter((p) => p.metro.length > 0).every((p) => ['Москва', 'Санкт-Петербург', 'Новосибирск', 'Екатеринбург', 'Казань', 'Нижний Новгород', 'Самара'].includes(p.city))).toBe(true);
    expect(items.filter((p) => p.availableOperation === 3).length).toBeGreaterThan(items.length * 0.7);
  });
});

describe('filters', () => {
  it('city: exact, folded for case and ё, and served in list order', async () => {
    const moscow = await all('city=Москва');
    expect(moscow.length).toBeGreaterThan(100);
    expect(moscow.every((p) => p.city === 'Москва')).toBe(true);
    expect((await list({ filter: 'city=москва', limit: '1' })).total).toBe(moscow.length);
    const korolev = await all('city=Королев');
    expect(korolev.length).toBeGreaterThan(0);
    expect(korolev.every((p) => p.city === 'Королёв')).toBe(true);
    expect((await list({ filter: 'city%НОВГОРОД', limit: '1000' })).items.map((p) => p.city)).toEqual(
      expect.arrayContaining(['Нижний Новгород', 'Великий Новгород']),
    );
  });

  it('providerKey, availableOperation=[2,3], paymentCard=1 together match what the items say', async () => {
    const moscow = await all('city=Москва');
    const expected = moscow.filter((p) => p.providerKey === 'cdek' && [2, 3].includes(p.availableOperation) && p.paymentCard);
    const got = await all('city=Москва;providerKey=cdek;availableOperation=[2,3];paymentCard=1');
    expect(got.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(got.length).toBeGreaterThan(0);
  });

  it('name% contains, case-insensitive in Cyrillic; the other fields filter as their values say', async () => {
    const named = await all('name%пУнКт выдачи сдэк');
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((p) => p.name.toLowerCase().includes('пункт выдачи сдэк'))).toBe(true);
    const items = await all();
    const check = async (filter: string, keep: (p: Point) => boolean) => {
      const got = await all(filter);
      expect(got.map((p) => p.id), filter).toEqual(items.filter(keep).map((p) => p.id));
    };
    await check('type=2', (p) => p.type === 2);
    await check('paymentCash=0', (p) => !p.paymentCash);
    await check('cod=1;enabled=0', (p) => p.cod && !p.enabled);
    await check('availableOperation=1', (p) => p.availableOperation === 1);
    await check('providerKey=[pecom,dellin]', (p) => ['pecom', 'dellin'].includes(p.providerKey));
    const one = items[1234]!;
    await check(`id=${one.id}`, (p) => p.id === one.id);
    await check(`code=${one.code}`, (p) => p.code === one.code);
    await check(`postIndex=${one.postIndex}`, (p) => p.postIndex === one.postIndex);
  });

  it('answers 040010 for a malformed filter and 040011 for a field it does not filter', async () => {
    for (const filter of ['city', 'city=Москва;', 'availableOperation%2', 'paymentCard=yes', 'availableOperation=[2,', 'type>[1,2]', 'type=abc']) {
      const res = await t.call('GET', `/v1/lists/points?filter=${encodeURIComponent(filter)}`, { token: admin, lang: 'en' });
      expect(res.status, filter).toBe(400);
      expect(res.body, filter).toMatchObject({ code: '040010', message: 'Invalid filter' });
    }
    const res = await t.call('GET', '/v1/app/list/points?filter=street=Тверская', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('040011');
    expect(res.body.description).toContain('availableOperation');
  });
});

describe('who may read', () => {
  it('any signed-in role, and every company sees the same points; no token answers 040101', async () => {
    const mine = await list({ filter: 'city=Казань' });
    expect(await list({ filter: 'city=Казань' }, '/v1/app/list/points', other)).toEqual(mine);
    expect(await list({ filter: 'city=Казань' }, '/v1/lists/points', 'api.order.info-token')).toEqual(mine);
    for (const path of ['/v1/lists/points', '/v1/app/list/points']) {
      const res = await t.call('GET', path);
      expect(res).toMatchObject({ status: 401, body: { code: '040101' } });
    }
  });

  it('documents both paths in the OpenAPI document', async () => {
    const { paths } = (await t.call('GET', '/v1/openapi.json')).body;
    expect(paths['/v1/lists/points'].get.security).toEqual([{ token: [] }]);
    expect(paths['/v1/app/list/points'].get.responses['200']).toBeDefined();
    expect(paths['/v1/app/list/points'].post.responses['200']).toBeDefined();
  });
});
