// A token's secret is answered once and kept nowhere (docs/decisions/api-tokens.md "Secrets"): not in the
// Idempotency-Key records, not in a replay; token management refuses an API token before any replay; and
// logout, which ends login tokens, says plainly that it does not end API tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { ADMIN_TOKEN } from './order-fixtures';
import { ADMIN, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

let n = 0;
const newKey = () => `token-key-${++n}-${Math.random().toString(36).slice(2)}`;
const withKey = (key: string) => ({ 'Idempotency-Key': key });
const make = (body: object, key: string, token = ADMIN_TOKEN) =>
  t.call('POST', '/v1/app/tokens', { token, body, headers: withKey(key) });
const storedKeys = async () => JSON.stringify((await t.database.all('SELECT * FROM idempotency_keys')));

describe('a token create under an Idempotency-Key', () => {
  it('keeps no secret in the idempotency records, and a repeat answers 409 without it', async () => {
    const key = newKey();
    const made = await make({ name: 'Idem backend' }, key);
    expect(made.status).toBe(200);
    const secret: string = made.body.token;
    expect(secret).toMatch(/^pct_/);
    expect((await storedKeys())).not.toContain(secret);
    expect((await storedKeys())).not.toContain(secret.slice(4, 20));

    const again = await make({ name: 'Idem backend' }, key, ADMIN_TOKEN);
    expect(again.status).toBe(409);
    expect(again.body).not.toHaveProperty('token');
    expect(again.body.code).toBe('040910');
    expect(JSON.stringify(again.body)).not.toContain(secret);
    // The repeat made no second token.
    const named = (await t.call('GET', '/v1/app/tokens?limit=1000', { token: ADMIN_TOKEN })).body.items
      .filter((x: { name: string }) => x.name === 'Idem backend');
    expect(named).toHaveLength(1);
  });

  it('answers an API token 403 even under a key the admin used before, on every method', async () => {
    const apiSecret = (await make({ name: 'Idem caller' }, newKey())).body.token as string;
    const key = newKey();
    const first = await make({ name: 'Idem minted' }, key);
    expect(first.status).toBe(200);
    const replayed = await make({ name: 'Idem minted' }, key, apiSecret);
    expect(replayed.status).toBe(403);
    expect(replayed.body).not.toHaveProperty('token');
    expect(JSON.stringify(replayed.body)).not.toContain(first.body.token);

    const victim = (await make({ name: 'Idem victim' }, newKey())).body;
    const revokeKey = newKey();
    const revoke = (token: string) =>
      t.call('DELETE', `/v1/app/tokens/${victim.id}`, { token, headers: withKey(revokeKey) });
    expect((await revoke(ADMIN_TOKEN)).status).toBe(200);
    const replayedRevoke = await revoke(apiSecret);
    expect(replayedRevoke.status).toBe(403);
    expect(replayedRevoke.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await t.call('GET', '/v1/app/tokens', { token: apiSecret })).status).toBe(403);
  });

  it('loses, as the app starts and before its first answer, a secret that an earlier version stored', async () => {
    const old = JSON.stringify({ id: 'old', token: 'pct_' + 'ab'.repeat(32) });
    (await t.database.run(`INSERT INTO idempotency_keys (company_id, key, user_id, method, path, body_hash, status, response_json, created_at)
      VALUES (1, 'old-key', 1, 'POST', '/v1/app/tokens', 'h', 200, ?, ?)`, old, t.now()));
    const app = createApp({ db: t.db, config: { demo: true, staticDir: null }, now: t.now });
    await app.request('/v1/app/config');
    const row = (await t.database.get("SELECT status, response_json FROM idempotency_keys WHERE key = 'old-key'")) as { status: number; response_json: string };
    expect(row.status).toBe(409);
    expect(row.response_json).not.toContain('pct_');
    expect(JSON.parse(row.response_json).code).toBe('040910');
  });
});

describe('logout with an API token', () => {
  it('answers 400 saying API tokens are revoked in token management, and the token keeps working', async () => {
    const secret = (await make({ name: 'Logout tries' }, newKey())).body.token as string;
    for (const token of [secret, `Bearer ${secret}`]) {
      const res = await t.call('POST', '/v1/app/user/logout', { token, lang: 'en' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('040001');
      expect(res.body.message).toMatch(/API token/);
      expect(res.body.message).toMatch(/token management/);
    }
    expect((await t.call('GET', '/v1/app/user/info', { token: secret })).status).toBe(200);
  });

  it('still ends a login token', async () => {
    const login = await t.login(ADMIN);
    expect((await t.call('POST', '/v1/app/user/logout', { token: login })).status).toBe(200);
    expect((await t.call('GET', '/v1/app/user/info', { token: login })).status).toBe(401);
  });
});
