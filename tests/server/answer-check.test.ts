// The end-to-end suite's answer check (server/src/middleware/answer-check.ts): an answer the OpenAPI document
// lists for its route is not written; one it does not list is, once per answer; unknown paths are left alone.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'answer-check-'));
  file = join(dir, 'answers.jsonl');
  t = await createTestApp({ answerCheckFile: file });
});
afterAll(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

const written = () => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);

describe('the answer check', () => {
  it('writes nothing for documented answers, nor for unknown paths', async () => {
    expect((await t.call('GET', '/v1/app/orders?limit=1', { token: ADMIN_TOKEN })).status).toBe(200);
    expect((await t.call('GET', '/v1/app/orders?limit=1')).status).toBe(401);
    expect((await t.call('GET', '/v1/app/orders/nope', { token: ADMIN_TOKEN })).status).toBe(404);
    expect((await t.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { amount: 1 } })).status).toBe(400);
    expect((await t.call('GET', '/v1/app/no-such-thing', { token: ADMIN_TOKEN })).status).toBe(404);
    const key = { 'Idempotency-Key': 'answer-check-1' };
    await t.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { amount: 100 }, headers: key });
    expect((await t.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { amount: 200 }, headers: key })).status).toBe(422);
    expect(written()).toEqual([]);
  });

  it('writes an answer its route does not document, by the route as the document names it', async () => {
    // A second app whose document lacks the 401 of one route, taken out before the check first reads it.
    const other = await createTestApp({ answerCheckFile: file });
    try {
      delete other.app.apiDocument().paths!['/v1/app/orders/{id}']!.get!.responses!['401'];
      expect((await other.call('GET', '/v1/app/orders/some-id')).status).toBe(401);
      expect((await other.call('GET', '/v1/app/orders?limit=1')).status).toBe(401);
      expect(written()).toEqual([{ method: 'GET', path: '/v1/app/orders/{id}', status: 401 }]);
    } finally {
      other.close();
    }
  });
});
