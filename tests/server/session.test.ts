import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, DEMO_PASSWORD, OPERATOR, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

const INVALID_KEY_RU = 'Некорректный ключ безопасности. Пожалуйста, войдите в систему снова!';

describe('login', () => {
  it('answers a 64-hex token for the right password, trimming and ignoring case of the email', async () => {
    const res = await t.call('POST', '/v1/app/user/login', { body: { username: `  Admin@Demo.Local `, password: 'demo12345' } });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same for a wrong password and an unknown user, in the caller language', async () => {
    const wrong = await t.call('POST', '/v1/app/user/login', { body: { username: ADMIN, password: 'nope-nope' } });
    const unknown = await t.call('POST', '/v1/app/user/login', { body: { username: 'ghost@demo.local', password: 'x' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: '040001', message: 'Неверный логин или пароль' });
    const en = await t.call('POST', '/v1/app/user/login', { body: { username: ADMIN, password: 'x' }, lang: 'en-US,en;q=0.9' });
    expect(en.body.message).toBe('Wrong username or password');
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login(ADMIN);
    const rows = (await t.database.all('SELECT token_hash FROM tokens')) as Array<{ token_hash: string }>;
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });
});

describe('user info and tokens', () => {
  it('answers the user with the users of the same company; offerAccepted null until accepted', async () => {
    const token = await t.login(ADMIN);
    const res = await t.call('GET', '/v1/app/user/info', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: ADMIN, name: 'Анна Админова', roles: ['admin'], offerAccepted: null });
    expect(res.body.companyUsers.map((u: { email: string }) => u.email)).toEqual([ADMIN, OPERATOR]);
  });

  it('accepts "Bearer <token>" too', async () => {
    const token = await t.login(ADMIN);
    expect((await t.call('GET', '/v1/app/user/info', { token: `Bearer ${token}` })).status).toBe(200);
  });

  it('answers 401 / 040101 without a token, with an unknown one and in English when asked', async () => {
    for (const token of [undefined, 'f'.repeat(64), '']) {
      const res = await t.call('GET', '/v1/app/user/info', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: '040101', message: INVALID_KEY_RU });
    }
    const en = await t.call('GET', '/v1/app/user/info', { lang: 'en' });
    expect(en.body.message).toBe('Verification failed, please Login again.');
  });

  it('expires tokens after 7 days', async () => {
    const token = await t.login(OPERATOR);
    t.advance(7 * 24 * 3600 * 1000 - 1000);
    expect((await t.call('GET', '/v1/app/user/info', { token })).status).toBe(200);
    t.advance(2000);
    const res = await t.call('GET', '/v1/app/user/info', { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('040101');
  });

  it('logout revokes the token of the call only', async () => {
    const a = await t.login(ADMIN);
    const b = await t.login(ADMIN);
    expect((await t.call('POST', '/v1/app/user/logout', { token: a })).body).toEqual({});
    expect((await t.call('GET', '/v1/app/user/info', { token: a })).status).toBe(401);
    expect((await t.call('GET', '/v1/app/user/info', { token: b })).status).toBe(200);
  });

  it('logout with a dead or missing token still answers {} (nothing left to end)', async () => {
    for (const token of ['f'.repeat(64), undefined]) {
      expect(await t.call('POST', '/v1/app/user/logout', { token })).toMatchObject({ status: 200, body: {} });
    }
  });
});

describe('demo mode', () => {
  it('maps <role>-token to the demo users and says so in /v1/app/config', async () => {
    const admin = await t.call('GET', '/v1/app/user/info', { token: 'admin-token' });
    expect(admin.body.email).toBe(ADMIN);
    const operator = await t.call('GET', '/v1/app/user/info', { token: 'api.order.info-token' });
    expect(operator.body).toMatchObject({ email: OPERATOR, roles: ['api.order.info'] });
    // Names of Object's own members are no roles (they once reached the database as a function: a 500).
    for (const token of ['nobody-token', 'constructor-token', 'toString-token', '__proto__-token']) {
      expect((await t.call('GET', '/v1/app/user/info', { token })).status).toBe(401);
    }
    expect((await t.call('GET', '/v1/app/config')).body).toEqual({ demo: true, demoRoles: ['admin', 'api.order.info'] });
    expect((await t.call('POST', '/v1/app/user/logout', { token: 'admin-token' })).status).toBe(200);
    expect((await t.call('GET', '/v1/app/user/info', { token: 'admin-token' })).status).toBe(200);
  });

  it('refuses role tokens with DEMO=0', async () => {
    const off = await createTestApp({ demo: false });
    try {
      const res = await off.call('GET', '/v1/app/user/info', { token: 'admin-token' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('040101');
      expect((await off.call('GET', '/v1/app/config')).body).toEqual({ demo: false, demoRoles: [] });
      await off.addAccount('owner@example.com');
      expect((await off.call('POST', '/v1/app/user/login', { body: { username: 'owner@example.com', password: DEMO_PASSWORD } })).status).toBe(200);
    } finally {
      off.close();
    }
  });
});
