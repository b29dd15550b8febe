// The NUL character in any part of a call (middleware/refuse-nul.ts): refused with 400 and the field it is in,
// before anything is done, on every database alike (PostgreSQL's text cannot hold it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nulPath } from '../../server/src/middleware/refuse-nul';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const admin = 'admin-token';
beforeAll(async () => void (t = await createTestApp()), 60_000);
afterAll(() => t.close());

describe('the NUL character', () => {
  it('names the field it is in, nested or in a key', () => {
    expect(nulPath({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulPath('\u0000')).toBe('');
    expect(nulPath({ a: 'ok', n: 1, z: null })).toBeNull();
  });

  it('is refused in a body with its field, and nothing is saved', async () => {
    const before = (await t.database.get('SELECT count(*) AS n FROM shops'));
    const res = await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Магазин\u0000' }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'name', message: 'Text may not contain the NUL character (U+0000)' }]);
    expect((await t.database.get('SELECT count(*) AS n FROM shops'))).toEqual(before);
  });

  it('is refused in a login, a path and a query alike', async () => {
    const login = await t.call('POST', '/v1/app/user/login', { body: { username: 'a\u0000@demo.local', password: 'x' } });
    expect(login.status).toBe(400);
    expect((await t.call('GET', '/v1/app/shops/abc%00', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/v1/app/shops?filter=name%25a%00', { token: admin })).status).toBe(400);
  });

  it('lets a backslash and the letters u0000 through as the text they are', async () => {
    const res = await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Склад \\u0000' } });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Склад \\u0000');
  });
});

describe('a value PostgreSQL refuses that no check caught', () => {
  it('is the caller\'s mistake (a data exception, SQLSTATE class 22), any other database error the server\'s', async () => {
    const { isDataException } = await import('../../server/src/middleware/errors');
    const pgError = (code: string) => Object.assign(new Error('refused'), { severity: 'ERROR', code });
    expect(isDataException(pgError('22021'))).toBe(true);
    expect(isDataException(pgError('22003'))).toBe(true);
    expect(isDataException(pgError('23505'))).toBe(false);
    expect(isDataException(Object.assign(new Error('x'), { code: '22021' }))).toBe(false);
  });
});
