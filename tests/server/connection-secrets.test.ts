// Connection secrets (docs/decisions/security.md "Connection secrets"): the fields a provider's form marks
// secret are sealed at rest, answered masked by a read, a list and a sync page, kept by an update that leaves
// them out, replaced by one that sends a new value; a create must bring the required ones. Databases seeded
// before the marks existed get them (seed/connect-schema-secrets.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK, maskSecret } from '../../src/contract';
import { openParams, type ConnectionRow } from '../../server/src/db/repos/connections';
import { seedConnectSchemaSecrets } from '../../server/src/db/seed/connect-schema-secrets';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const admin = 'admin-token';
beforeAll(async () => void (t = await createTestApp()), 60_000);
afterAll(() => t.close());

const SECRET = 'cdek-secure-key-9f31';
const body = { name: 'СДЭК секреты', providerKey: 'cdek', connectParams: { account: 'cdek-account-1', secure: SECRET, defaultWeight: 500 } };
const row = async (id: string) => (await t.database.get('SELECT * FROM connections WHERE id = ?', id)) as ConnectionRow;
const put = (made: { id: string; name: string }, connectParams: Record<string, unknown>) =>
  t.call('PUT', `/v1/app/connections/${made.id}`, { token: admin, body: { ...body, name: made.name, connectParams } });
const pullAll = async () => JSON.stringify((await t.call('GET', '/v1/app/sync/connections?limit=1000', { token: admin })).body);

describe('connection secrets', () => {
  it('marks the secret fields in the connection forms the console gets', async () => {
    const cdek = (await t.call('GET', '/v1/app/connections/schemas?providerKey=cdek', { token: admin })).body.items[0];
    const secret = Object.fromEntries(cdek.fields.map((f: { code: string; secret: boolean }) => [f.code, f.secret]));
    expect(secret).toMatchObject({ account: false, secure: true, tariffs: false });
    const all = (await t.call('GET', '/v1/app/connections/schemas?limit=1000', { token: admin })).body.items;
    const secrets = new Set(all.flatMap((s: { fields: Array<{ code: string; secret: boolean }> }) => s.fields.filter((f) => f.secret).map((f) => f.code)));
    expect([...secrets].sort()).toEqual(['apiKey', 'password', 'secure', 'token', 'userKey']);
  });

  it('answers the secret masked on create, read, list and sync, and keeps it sealed', async () => {
    const made = await t.call('POST', '/v1/app/connections', { token: admin, body });
    expect(made.status).toBe(200);
    const masked = `${SECRET_MASK}9f31`;
    expect(made.body.connectParams).toEqual({ account: 'cdek-account-1', secure: masked, defaultWeight: 500 });
    const read = await t.call('GET', `/v1/app/connections/${made.body.id}`, { token: admin });
    expect(read.body).toEqual(made.body);
    const list = await t.call('GET', '/v1/app/connections?limit=1000', { token: admin });
    expect(list.body.items.find((c: { id: string }) => c.id === made.body.id)).toEqual(made.body);
    const pulled = await pullAll();
    expect(pulled).toContain(masked);
    for (const answer of [JSON.stringify(made.body), JSON.stringify(read.body), JSON.stringify(list.body), pulled]) {
      expect(answer).not.toContain('cdek-secure-key');
    }
    expect((await row(made.body.id)).connect_params).toMatch(/^enc1:/);
    expect(openParams((await row(made.body.id))).secure).toBe(SECRET);
  });

  it('masks the seeded connections\' secrets everywhere', async () => {
    const answers = [JSON.stringify((await t.call('GET', '/v1/app/connections?limit=1000', { token: admin })).body), await pullAll()];
    for (const answer of answers) {
      // The demo seed's secrets (data/demo-resources.ts) start with 'demo-' like its logins: none is in clear.
      for (const secret of ['demo-cdek-secure-52c0', 'demo-bb-8d41e0', 'demo-rupost-token-a19f', 'demo-rupost-key-6b2c', 'demo-5post-3e77aa']) {
        expect(answer).not.toContain(secret);
      }
      expect(answer).toContain('demo-cdek-7f3a91'); // the account is no secret
    }
  });

  it('keeps the stored secret when an update leaves it out, empties it or sends the mask back', async () => {
    const made = (await t.call('POST', '/v1/app/connections', { token: admin, body: { ...body, name: 'СДЭК сохраняет' } })).body;
    let version = made.version;
    for (const secure of [undefined, null, '', made.connectParams.secure]) {
      const res = await put(made, { account: 'cdek-account-2', secure });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.version).toBeGreaterThan(version);
      version = res.body.version;
      expect(res.body.connectParams).toEqual({ account: 'cdek-account-2', secure: maskSecret(SECRET) });
      expect(openParams((await row(made.id)))).toEqual({ account: 'cdek-account-2', secure: SECRET });
    }
  });

  it('replaces the secret when an update sends a new one', async () => {
    const made = (await t.call('POST', '/v1/app/connections', { token: admin, body: { ...body, name: 'СДЭК заменяет' } })).body;
    const res = await put(made, { account: 'cdek-account-1', secure: 'new-secure-value-77aa' });
    expect(res.body.connectParams.secure).toBe(`${SECRET_MASK}77aa`);
    expect(openParams((await row(made.id))).secure).toBe('new-secure-value-77aa');
  });

  it('refuses a create without a required secret, or with only a mask', async () => {
    for (const secure of [undefined, '', `${SECRET_MASK}9f31`]) {
      const res = await t.call('POST', '/v1/app/connections', { token: admin, body: { ...body, name: 'СДЭК без ключа', connectParams: { account: 'a', secure } } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'connectParams.secure', message: 'Введите значение' }]);
    }
  });

  it('marks the forms of a database seeded before the marks, and restamps their connections', async () => {
    const made = (await t.call('POST', '/v1/app/connections', { token: admin, body: { ...body, name: 'СДЭК до меток' } })).body;
    const form = ((await t.database.get("SELECT fields FROM connect_schemas WHERE provider_key = 'cdek'")) as { fields: string }).fields;
    const unmarked = JSON.stringify(JSON.parse(form).map(({ secret: _secret, ...f }: { secret?: boolean }) => f));
    (await t.database.run("UPDATE connect_schemas SET fields = ? WHERE provider_key = 'cdek'", unmarked));
    // What the bug was: a form without marks answers the secret in clear.
    expect((await t.call('GET', `/v1/app/connections/${made.id}`, { token: admin })).body.connectParams.secure).toBe(SECRET);

    await (await seedConnectSchemaSecrets.prepare(Date.now(), {}))(t.db);
    const after = (await t.call('GET', `/v1/app/connections/${made.id}`, { token: admin })).body;
    expect(after.connectParams.secure).toBe(maskSecret(SECRET));
    expect(after.version).toBeGreaterThan(made.version);
    expect(await pullAll()).not.toContain('cdek-secure-key');
  });
});
