// Filters past the limits of lib/filter.ts answer 400 / 040010 on every list, never SQLite's 500, and
// filters up to the limits still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILTER_LIMITS } from '../../server/src/lib/filter';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()), 60_000);
afterAll(() => t.close());

/** Every list that takes a filter, with a field it accepts. */
const LISTS: Array<[string, string]> = [
  ['/v1/app/list/providers', 'key'], ['/v1/app/list/platforms', 'key'], ['/v1/app/list/tariffs', 'providerKey'],
  ['/v1/lists/tariffs', 'providerKey'], ['/v1/app/connections/schemas', 'providerKey'], ['/v1/lists/points', 'city'],
  ['/v1/app/list/points', 'city'], ['/v1/app/orders', 'number'], ['/v1/app/shops', 'name'],
  ['/v1/app/warehouses', 'name'], ['/v1/app/connections', 'name'], ['/v1/app/editors/tariff/rules', 'name'],
];
const get = (path: string, filter: string) => t.call('GET', `${path}?filter=${encodeURIComponent(filter)}`, { token: 'admin-token', lang: 'en' });
const conditions = (field: string, n: number, op = '=') => Array.from({ length: n }, (_, i) => `${field}${op}${i}`).join(';');

describe('filter limits', () => {
  it.each(LISTS)('%s refuses oversized filters with 040010', async (path, field) => {
    for (const filter of [
      conditions(field, 1000), conditions(field, 1000, '%'), conditions(field, FILTER_LIMITS.conditions + 1),
      `${field}%${'z'.repeat(100_000)}`, `${field}=${'z'.repeat(FILTER_LIMITS.length)}`,
      `${field}=[${Array.from({ length: FILTER_LIMITS.arrayValues + 1 }, (_, i) => i).join(',')}]`,
    ]) {
      const res = await get(path, filter);
      expect(res.status, filter.slice(0, 40)).toBe(400);
      expect(res.body.code).toBe('040010');
    }
  });

  it.each(LISTS)('%s still answers filters at the limits', async (path, field) => {
    expect((await get(path, conditions(field, FILTER_LIMITS.conditions))).status).toBe(200);
    const values = Array.from({ length: FILTER_LIMITS.arrayValues }, (_, i) => i).join(',');
    expect((await get(path, `${field}=[${values}]`)).status).toBe(200);
  });

  it('says what the limits are', async () => {
    const res = await get('/v1/app/shops', conditions('name', 1000));
    expect(res.body.description).toBe('The filter is too large: at most 2000 characters, 50 conditions and 500 values in an array');
  });
});
