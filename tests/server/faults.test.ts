// Demo fault switches for end-to-end tests: the next matching calls of the caller's company fail the
// chosen way. drop and drop-after-apply need a real socket, so those run against a listening server.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
const admin = 'admin-token';

beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

const addFaults = (rules: unknown[], token = admin) => t.call('POST', '/v1/demo/faults', { token, body: { rules } });
const clearFaults = (token = admin) => t.call('DELETE', '/v1/demo/faults', { token });
const shopsNamed = async (name: string) =>
  ((await t.database.get('SELECT count(*) AS n FROM shops WHERE name = ?', name)) as { n: number }).n;

describe('fault rules in-process', () => {
  it('answers the chosen status with the error envelope and Retry-After, as many times as asked', async () => {
    const added = await addFaults([{ path: '/v1/app/shops', times: 2, action: 'status', status: 503, retryAfter: 7 }]);
    expect(added.body.rules).toEqual([{ path: '/v1/app/shops', times: 2, action: 'status', status: 503, retryAfter: 7 }]);
    const first = await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Fault 503' }, lang: 'en' });
    expect(first).toMatchObject({ status: 503, body: { code: '050001', message: 'Service temporarily unavailable' } });
    expect(first.headers.get('Retry-After')).toBe('7');
    expect((await t.call('GET', '/v1/demo/faults', { token: admin })).body.rules[0].times).toBe(1);
    expect((await t.call('GET', '/v1/app/shops/anything', { token: admin })).status).toBe(503);
    expect((await t.call('GET', '/v1/demo/faults', { token: admin })).body.rules).toEqual([]);
    expect((await shopsNamed('Fault 503'))).toBe(0);
    expect((await t.call('GET', '/v1/app/shops', { token: admin })).status).toBe(200);
  });

  it('answers 429 with 042901 and 500 with 050001', async () => {
    await addFaults([
      { method: 'GET', path: '/v1/app/shops', times: 1, action: 'status', status: 429, retryAfter: 1 },
      { method: 'GET', path: '/v1/app/shops', times: 1, action: 'status', status: 500 },
    ]);
    expect((await t.call('GET', '/v1/app/shops', { token: admin })).body.code).toBe('042901');
    expect((await t.call('GET', '/v1/app/shops', { token: admin })).body.code).toBe('050001');
    expect((await t.call('GET', '/v1/app/shops', { token: admin })).status).toBe(200);
  });

  it('answers a captive portal page without running the call', async () => {
    await addFaults([{ method: 'POST', path: '/v1/app/shops', times: 1, action: 'html' }]);
    const res = await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Fault html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.body).toBe('<html><body>Wi-Fi login</body></html>');
    expect((await shopsNamed('Fault html'))).toBe(0);
  });

  it('matches method and path prefix, only for the company that set it, never without a token', async () => {
    await addFaults([{ method: 'POST', path: '/v1/app/warehouses', times: 5, action: 'status', status: 502 }]);
    expect((await t.call('GET', '/v1/app/warehouses', { token: admin })).status).toBe(200);
    expect((await t.call('POST', '/v1/app/shops', { token: admin, body: { name: 'Fault other path' } })).status).toBe(200);
    expect((await t.call('POST', '/v1/app/warehouses', { token: other, body: {} })).status).toBe(400);
    expect((await t.call('POST', '/v1/app/warehouses', { body: {} })).status).toBe(401);
    expect((await t.call('POST', '/v1/app/warehouses', { token: admin, body: {} })).status).toBe(502);
    expect((await clearFaults()).body).toEqual({ rules: [] });
    expect((await t.call('POST', '/v1/app/warehouses', { token: admin, body: {} })).status).toBe(400);
  });

  it('waits before running for "delay"', async () => {
    await addFaults([{ method: 'GET', path: '/v1/app/shops', times: 1, action: 'delay', delayMs: 120 }]);
    const started = performance.now();
    expect((await t.call('GET', '/v1/app/shops', { token: admin })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('checks the rules: status needs a status, delay a delayMs, paths start with /v1/', async () => {
    const res = await addFaults([
      { path: '/v1/app', times: 1, action: 'status' },
      { path: '/v1/app', times: 1, action: 'delay' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['rules.0.status', 'rules.1.delayMs']);
    for (const rule of [{ path: '/other', times: 1, action: 'html' }, { path: '/v1/app', times: 0, action: 'html' }, { path: '/v1/app', times: 1, action: 'explode' }]) {
      expect((await addFaults([rule])).status, JSON.stringify(rule)).toBe(400);
    }
    expect((await t.call('GET', '/v1/demo/faults')).status).toBe(401);
  });

  it('never faults the demo calls themselves', async () => {
    await addFaults([{ path: '/v1/', times: 10, action: 'status', status: 500 }]);
    expect((await t.call('GET', '/v1/demo/faults', { token: admin })).status).toBe(200);
    expect((await clearFaults()).status).toBe(200);
  });

  it('does not exist outside demo mode', async () => {
    const prod = await createTestApp({ demo: false });
    try {
      await prod.addAccount('owner@example.com');
      const token = await prod.login('owner@example.com');
      for (const [method, path] of [['POST', '/v1/demo/faults'], ['GET', '/v1/demo/faults'], ['POST', '/v1/demo/sync/expire-cursors']]) {
        const body = method === 'POST' ? { rules: [{ path: '/v1/app', times: 1, action: 'html' }] } : undefined;
        const res = await prod.call(method!, path!, { token, body });
        expect(res.status, path).toBe(404);
        expect(res.body.code).toBe('040404');
      }
    } finally {
      prod.close();
    }
  });
});

describe('dropped connections on a real socket', () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (name: string, key?: string) =>
    fetch(`${base}/v1/app/shops`, {
      method: 'POST',
      headers: { Authorization: admin, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify({ name }),
    });

  it('"drop" resets the connection before the call runs', async () => {
    await addFaults([{ method: 'POST', path: '/v1/app/shops', times: 1, action: 'drop' }]);
    await expect(post('Fault drop')).rejects.toThrow();
    expect((await shopsNamed('Fault drop'))).toBe(0);
    const next = await post('Fault drop');
    expect(next.status).toBe(200);
    expect((await shopsNamed('Fault drop'))).toBe(1);
  });

  it('"drop-after-apply" commits the write, loses the answer; the replay answers it without a second row', async () => {
    await addFaults([{ method: 'POST', path: '/v1/app/shops', times: 1, action: 'drop-after-apply' }]);
    const key = `drop-after-apply-${Date.now()}`;
    await expect(post('Fault lost answer', key)).rejects.toThrow();
    expect((await shopsNamed('Fault lost answer'))).toBe(1);
    const replay = await post('Fault lost answer', key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const row = (await t.database.get('SELECT id FROM shops WHERE name = ?', 'Fault lost answer')) as { id: string };
    expect(((await replay.json()) as { id: string }).id).toBe(row.id);
    expect((await shopsNamed('Fault lost answer'))).toBe(1);
  });
});
