import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OPERATOR, OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let admin: { token: string; id: number; companyId: number };
let other: { token: string; id: number; companyId: number };

async function session(email: string) {
  const token = await t.login(email);
  const info = await t.call('GET', '/v1/app/user/info', { token });
  return { token, id: info.body.id as number, companyId: info.body.companyId as number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await session(ADMIN);
  other = await session(OTHER);
});
afterAll(() => t.close());

describe('offer acceptance', () => {
  it('stores the unix seconds the client sends and shows them in user info', async () => {
    const at = Math.floor(t.now() / 1000);
    const res = await t.call('PUT', '/v1/app/user/offer/accept', { token: other.token, body: { offerAccepted: at } });
    expect(res).toMatchObject({ status: 200, body: { offerAccepted: at } });
    expect((await t.call('GET', '/v1/app/user/info', { token: other.token })).body.offerAccepted).toBe(at);
  });

  it('refuses milliseconds, times before 2020, zero and non-integers', async () => {
    for (const offerAccepted of [t.now(), 1_000_000, 0, -5, 1.5, '1700000000', null]) {
      const res = await t.call('PUT', '/v1/app/user/offer/accept', { token: admin.token, body: { offerAccepted } });
      expect(res.status, String(offerAccepted)).toBe(400);
      expect(res.body.errors[0].field).toBe('offerAccepted');
    }
  });
});

describe('profile update', () => {
  it('updates one\'s own profile and answers the user info', async () => {
    const res = await t.call('PUT', `/v1/app/user/${admin.id}`, {
      token: admin.token, body: { name: '  Анна Новая  ', introduction: 'Руковожу складом' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: admin.id, name: 'Анна Новая', introduction: 'Руковожу складом', avatar: '' });
  });

  it('takes an avatar only as an http(s) address or an inline raster image', async () => {
    const put = (avatar: string) => t.call('PUT', `/v1/app/user/${admin.id}`, { token: admin.token, body: { name: 'Анна Новая', avatar }, lang: 'en' });
    const png = `data:image/png;base64,${'iVBORw0KGgo'.repeat(10)}=`;
    for (const avatar of ['https://cdn.example.com/a.png?size=64', 'http://example.com/x', png, '']) {
      const res = await put(avatar);
      expect(res.status, avatar).toBe(200);
      expect(res.body.avatar).toBe(avatar);
    }
    for (const avatar of [
      'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'file:///etc/passwd', 'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=', '//evil.example.com/a.png', 'https:// x', 'avatar.png',
      `https://example.com/${'a'.repeat(2000)}`, `data:image/png;base64,${'A'.repeat(100_000)}`, `http://x${' '.repeat(50_000)}y`,
    ]) {
      const res = await put(avatar);
      expect(res.status, avatar.slice(0, 40)).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'avatar', message: expect.any(String) }]);
    }
  });

  it('refuses a too short name with a field error', async () => {
    const res = await t.call('PUT', `/v1/app/user/${admin.id}`, { token: admin.token, body: { name: ' a ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'name', message: 'Длина текста должна быть не менее 2' }]);
  });

  it('answers 403 for another user, in the same company or not, and changes nothing', async () => {
    const operator = await session(OPERATOR);
    for (const [token, id] of [[other.token, admin.id], [operator.token, admin.id], [admin.token, 99999]] as const) {
      const res = await t.call('PUT', `/v1/app/user/${id}`, { token, body: { name: 'Hijacked' } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('040301');
    }
    expect((await t.call('GET', '/v1/app/user/info', { token: admin.token })).body.name).toBe('Анна Новая');
  });
});

describe('stats and company isolation', () => {
  it('answers the company numbers to its users, the balances to admins only', async () => {
    // providers: the seeded connections to cdek, boxberry, rupost and x5 (db/seed/data/demo-resources.ts).
    // orders: the 5,000 seeded ones (tests/server/orders-seed.test.ts checks the other two figures exactly).
    const counts = { providers: 4, orders: 5000, ordersTransferred: expect.any(Number), ordersDelivered: expect.any(Number) };
    const expected = { balanceMoney: 500000.5, calculations: 1200, ...counts };
    expect((await t.call('GET', `/v1/app/user/${admin.id}/stats`, { token: admin.token })).body).toEqual(expected);
    const operator = await session(OPERATOR);
    expect((await t.call('GET', `/v1/app/user/${admin.id}/stats`, { token: operator.token })).body).toEqual(counts);
  });

  it('counts enabled providers the company has connections to', async () => {
    const insert = (companyId: number, providerKey: string, name: string) => t.database.run(
      `INSERT INTO connections (id, company_id, provider_key, name, version, created_at, updated_at) VALUES (?, ?, ?, ?, 0, 0, 0)`,
      randomUUID(), companyId, providerKey, name,
    );
    // On top of the seed (company 1: cdek, boxberry, rupost, x5; company 2: dpd).
    await insert(admin.companyId, 'dpd', 'DPD 1');
    await insert(admin.companyId, 'dpd', 'DPD 2');
    await insert(admin.companyId, 'boxberry', 'BB 2');
    await insert(admin.companyId, 'dhl', 'disabled provider');
    await insert(other.companyId, 'cdek', 'other company');
    expect((await t.call('GET', `/v1/app/user/${admin.id}/stats`, { token: admin.token })).body.providers).toBe(5);
    expect((await t.call('GET', `/v1/app/user/${other.id}/stats`, { token: other.token })).body.providers).toBe(2);
  });

  it('answers 403 for a user of another company or no user at all, the same way', async () => {
    const foreign = await t.call('GET', `/v1/app/user/${admin.id}/stats`, { token: other.token });
    const missing = await t.call('GET', '/v1/app/user/424242/stats', { token: other.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe('040301');
  });

  it('company 2 never sees company 1 in its answers', async () => {
    const info = await t.call('GET', '/v1/app/user/info', { token: other.token });
    expect(info.body.companyUsers.map((u: { email: string }) => u.email)).toEqual([OTHER]);
    const stats = await t.call('GET', `/v1/app/user/${other.id}/stats`, { token: other.token });
    expect(stats.body.balanceMoney).toBe(2300);
    const seen = JSON.stringify([info.body, stats.body]);
    for (const foreign of [ADMIN, OPERATOR, '500000.5']) {
      expect(seen).not.toContain(foreign);
    }
  });
});
