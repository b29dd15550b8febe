// API tokens (docs/decisions/api-tokens.md): the secret shown once and kept only hashed, the token working
// as its user, lastUsed noted, a revoked token refused with 040101, a token limited to some services refused
// for others, token management only with a login, and one company never seeing another's tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, OPERATOR_TOKEN, orderBody } from './order-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

const make = (body: object, token = ADMIN_TOKEN) => t.call('POST', '/v1/app/tokens', { token, body });
const list = async (token = ADMIN_TOKEN) => (await t.call('GET', '/v1/app/tokens?limit=100', { token })).body;
const shipment = { from: { city: 'Москва' }, to: { city: 'Казань' }, places: [{ weight: 1000 }] };

describe('API tokens', () => {
  it('show the secret once, keep only its hash, and work as their user until revoked; lastUsed follows', async () => {
    const made = await make({ name: 'Shop backend' });
    expect(made.status).toBe(200);
    const secret: string = made.body.token;
    expect(secret).toMatch(/^pct_[0-9a-f]{64}$/);
    expect(made.body).toMatchObject({ name: 'Shop backend', providers: [], preview: secret.slice(-4), lastUsed: null, revoked: null, username: 'admin@demo.local' });
    const stored = JSON.stringify((await t.database.get('SELECT * FROM api_tokens WHERE id = ?', made.body.id)));
    expect(stored).not.toContain(secret);
    const listed = (await list()).items.find((x: { id: string }) => x.id === made.body.id);
    expect(listed).not.toHaveProperty('token');
    expect(JSON.stringify(await list())).not.toContain(secret);

    const info = await t.call('GET', '/v1/app/user/info', { token: secret });
    expect(info.status).toBe(200);
    expect(info.body.email).toBe('admin@demo.local');
    expect((await t.call('GET', '/v1/app/orders?limit=1', { token: `Bearer ${secret}` })).status).toBe(200);
    const used = (await list()).items.find((x: { id: string }) => x.id === made.body.id);
    expect(used.lastUsed).toBe(new Date(t.now()).toISOString());

    const revoked = await t.call('DELETE', `/v1/app/tokens/${made.body.id}`, { token: ADMIN_TOKEN });
    expect(revoked.body.revoked).not.toBeNull();
    const refused = await t.call('GET', '/v1/app/orders?limit=1', { token: secret });
    expect(refused).toMatchObject({ status: 401, body: { code: '040101' } });
  });

  it('a token limited to services prices and ships with those only', async () => {
    const secret = (await make({ name: 'Boxberry only', providers: ['boxberry'] })).body.token as string;
    const theirs = await t.call('POST', '/v1/app/calculator', { token: secret, body: { ...shipment, providerKeys: ['cdek'] } });
    expect(theirs.status).toBe(403);
    const priced = await t.call('POST', '/v1/app/calculator', { token: secret, body: shipment });
    expect(priced.status).toBe(200);
    const keys = [...priced.body.deliveryToDoor, ...priced.body.deliveryToPoint].map((p: { providerKey: string }) => p.providerKey);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys)).toEqual(new Set(['boxberry']));
    expect((await t.call('POST', '/v1/app/orders', { token: secret, body: orderBody(t, { providerKey: 'cdek' }) })).status).toBe(403);
    expect((await t.call('POST', '/v1/app/orders', { token: secret, body: orderBody(t, { providerKey: 'boxberry' }) })).status).toBe(201);
  });

  it('tokens are made and revoked with a login only, by admins, for known services', async () => {
    const secret = (await make({ name: 'Backend' })).body.token as string;
    expect((await make({ name: 'Successor' }, secret)).status).toBe(403);
    expect((await t.call('GET', '/v1/app/tokens', { token: secret })).status).toBe(403);
    expect((await make({ name: 'Op' }, OPERATOR_TOKEN)).status).toBe(403);
    expect((await make({ name: 'Bad', providers: ['nope'] })).status).toBe(400);
    expect((await make({ name: '' })).status).toBe(400);
  });

  it('another company\'s tokens are never visible nor revocable', async () => {
    const mine = (await make({ name: 'Mine' })).body;
    expect((await list(other)).items.some((x: { id: string }) => x.id === mine.id)).toBe(false);
    expect((await t.call('DELETE', `/v1/app/tokens/${mine.id}`, { token: other })).status).toBe(403);
    expect((await t.call('GET', '/v1/app/user/info', { token: mine.token })).status).toBe(200);
  });
});
