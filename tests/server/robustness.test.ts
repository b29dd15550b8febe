// Bad input never reaches a 500: every malformed request answers the error envelope with a 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../src/contract';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

type Case = { name: string; method: string; path: string; token?: string; rawBody?: string; body?: unknown; headers?: Record<string, string>; status: number; code: string };
const admin = 'admin-token';

const CASES: Case[] = [
  { name: 'malformed JSON', method: 'POST', path: '/v1/app/user/login', rawBody: '{"username": ', status: 400, code: '040001' },
  { name: 'JSON null', method: 'POST', path: '/v1/app/user/login', rawBody: 'null', status: 400, code: '040001' },
  { name: 'JSON array', method: 'POST', path: '/v1/app/user/signup', rawBody: '[1,2]', status: 400, code: '040001' },
  { name: 'JSON string', method: 'POST', path: '/v1/app/user/password/recover', rawBody: '"x@y.ru"', status: 400, code: '040001' },
  { name: 'no body at all', method: 'POST', path: '/v1/app/user/login', status: 400, code: '040001' },
  { name: 'text/plain body', method: 'POST', path: '/v1/app/user/login', rawBody: 'hi', headers: { 'Content-Type': 'text/plain' }, status: 415, code: '040001' },
  { name: 'missing fields', method: 'POST', path: '/v1/app/user/login', body: {}, status: 400, code: '040001' },
  { name: 'wrong types', method: 'POST', path: '/v1/app/user/login', body: { username: 1, password: ['x'] }, status: 400, code: '040001' },
  { name: 'object for email', method: 'POST', path: '/v1/app/user/signup', body: { email: { a: 1 }, password: 'longenough' }, status: 400, code: '040001' },
  { name: 'huge password', method: 'POST', path: '/v1/app/user/password/reset', body: { token: 'x', password: 'p'.repeat(5000) }, status: 400, code: '040001' },
  { name: 'confirm code as number', method: 'POST', path: '/v1/app/user/signup/confirm', body: { email: 'a@b.ru', code: 123456 }, status: 400, code: '040001' },
  { name: 'confirm without password', method: 'POST', path: '/v1/app/user/signup/confirm', body: { email: 'a@b.ru', code: '123456' }, status: 400, code: '040001' },
  { name: 'confirm with a huge code', method: 'POST', path: '/v1/app/user/signup/confirm', body: { email: 'a@b.ru', code: '9'.repeat(100_000), password: 'longenough' }, status: 400, code: '040001' },
  { name: 'login with a huge username', method: 'POST', path: '/v1/app/user/login', body: { username: 'u'.repeat(500_000), password: 'longenough' }, status: 400, code: '040001' },
  { name: 'profile id not a number', method: 'PUT', path: '/v1/app/user/abc', token: admin, body: { name: 'Ann' }, status: 400, code: '040001' },
  { name: 'profile id too big', method: 'PUT', path: '/v1/app/user/99999999999999999999999', token: admin, body: { name: 'Ann' }, status: 400, code: '040001' },
  { name: 'profile name wrong type', method: 'PUT', path: '/v1/app/user/1', token: admin, body: { name: 42 }, status: 400, code: '040001' },
  { name: 'stats id negative', method: 'GET', path: '/v1/app/user/-3/stats', token: admin, status: 400, code: '040001' },
  { name: 'offer as string', method: 'PUT', path: '/v1/app/user/offer/accept', token: admin, body: { offerAccepted: 'now' }, status: 400, code: '040001' },
  { name: 'offer huge', method: 'PUT', path: '/v1/app/user/offer/accept', token: admin, body: { offerAccepted: 1e300 }, status: 400, code: '040001' },
  { name: 'negative limit', method: 'GET', path: '/v1/app/list/providers?limit=-1', token: admin, status: 400, code: '040001' },
  { name: 'huge page', method: 'GET', path: '/v1/app/list/tariffs?page=99999999999999999999', token: admin, status: 400, code: '040001' },
  { name: 'filter of semicolons', method: 'GET', path: '/v1/app/list/providers?filter=;;;', token: admin, status: 400, code: '040010' },
  { name: 'filter SQL-ish field', method: 'GET', path: `/v1/app/list/providers?filter=${encodeURIComponent('1=1 OR key')}`, token: admin, status: 400, code: '040010' },
  { name: 'unknown /v1 path', method: 'GET', path: '/v1/app/nothing-here', token: admin, status: 404, code: '040404' },
  { name: 'wrong method', method: 'DELETE', path: '/v1/app/user/info', token: admin, status: 404, code: '040404' },
  { name: 'body over 1 MB', method: 'POST', path: '/v1/app/user/login', rawBody: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }), status: 413, code: '040001' },
];

describe('malformed requests', () => {
  it.each(CASES)('$name -> $status $code', async (c) => {
    const res = await t.call(c.method, c.path, { token: c.token, rawBody: c.rawBody, body: c.body, headers: c.headers });
    expect(res.status).toBe(c.status);
    expect(errorEnvelope.parse(res.body).code).toBe(c.code);
    expect(res.headers.get('X-Tracing-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the failing fields', async () => {
    const res = await t.call('POST', '/v1/app/user/login', { body: { username: 5 }, lang: 'en' });
    expect(res.body.errors).toEqual([
      { field: 'username', message: 'Invalid value' },
      { field: 'password', message: 'Please enter value' },
    ]);
  });
});

describe('headers', () => {
  it('every response carries a fresh X-Tracing-Id, successes included', async () => {
    const a = await t.call('GET', '/v1/app/config');
    const b = await t.call('GET', '/v1/app/config');
    expect(a.headers.get('X-Tracing-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get('X-Tracing-Id')).not.toBe(b.headers.get('X-Tracing-Id'));
  });

  it('answers CORS preflights for another origin and exposes the tracing id', async () => {
    const res = await t.app.request('/v1/app/user/info', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization,idempotency-key' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('idempotency-key');
    const get = await t.app.request('/v1/app/config', { headers: { Origin: 'http://localhost:5173' } });
    expect(get.headers.get('Access-Control-Expose-Headers')).toContain('X-Tracing-Id');
  });
});
