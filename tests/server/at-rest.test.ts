// What a copied data directory gives away: the database and its key file are readable by the server's user
// only, connection secrets are sealed in the database, answered masked by the API
// (tests/server/connection-secrets.test.ts), and so is spooled mail (demo-mode.test.ts); on PostgreSQL the key
// comes from SECRETS_KEY alone, the same for every instance.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/src/db/open';
import { SECRETS_KEY_NEEDED } from '../../server/src/db/open-database';
import { sealPlainConnectParams } from '../../server/src/db/repos/connections';
import { layerOf } from '../../server/src/db/sql/layer-of';
import { SECRET_KEY_FILE, loadSecretKey, seal, unseal } from '../../server/src/lib/secret-box';
import { SERVER_TESTS_ON_POSTGRES } from './test-database';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()), 60_000);
afterAll(() => t.close());

const admin = 'admin-token';
const modeOf = (file: string) => statSync(file).mode & 0o777;
const rawParams = async (id: string) =>
  ((await t.database.get('SELECT connect_params FROM connections WHERE id = ?', id)) as { connect_params: string }).connect_params;

describe('files of the data directory', () => {
  it.skipIf(SERVER_TESTS_ON_POSTGRES)('creates the database, its WAL and the key file 0600', () => {
    expect(modeOf(join(t.dir, 'parcel.sqlite'))).toBe(0o600);
    expect(modeOf(join(t.dir, 'parcel.sqlite-wal'))).toBe(0o600);
    expect(modeOf(join(t.dir, SECRET_KEY_FILE))).toBe(0o600);
  });

  it('keeps point exports in the database, not as files any reader of the data directory could open', async () => {
    const job = (await t.call('POST', '/v1/app/list/points?filter=city%3D%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0', { token: admin, rawBody: 'null' })).body;
    for (let status = job.status; status !== 'done';) {
      expect(status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await t.call('GET', `/v1/app/list/points/exports/${job.id}`, { token: admin })).body.status;
    }
    expect(await t.database.get('SELECT count(*) AS n FROM point_export_chunks WHERE export_id = ?', job.id)).toEqual({ n: 1 });
    expect(readdirSync(t.dir)).not.toContain('point-exports');
  }, 30_000);
});

describe('connection secrets', () => {
  it.skipIf(SERVER_TESTS_ON_POSTGRES)('stores no secret in plain text and answers only what is no secret in full', async () => {
    const body = { name: 'DPD at rest', providerKey: 'dpd', connectParams: { login: 'dpd-login-77', password: 'hunter2-secret', contractNumber: 'C-1' } };
    const created = await t.call('POST', '/v1/app/connections', { token: admin, body });
    expect(created.status).toBe(200);
    const raw = (await rawParams(created.body.id));
    expect(raw).toMatch(/^enc1:/);
    expect(raw).not.toContain('hunter2');
    const file = t.sqlite!.serialize().toString('latin1');
    expect(file).not.toContain('hunter2-secret');
    expect((await t.call('GET', `/v1/app/connections/${created.body.id}`, { token: admin })).body.connectParams)
      .toEqual({ ...body.connectParams, password: '••••cret' });
    const pulled = await t.call('GET', '/v1/app/sync/connections?limit=100', { token: admin });
    expect(JSON.stringify(pulled.body)).toContain('dpd-login-77');
    expect(JSON.stringify(pulled.body)).not.toContain('hunter2');
  });

  it('seals the seeded connections, and rows stored in plain text before', async () => {
    const rows = (await t.database.all('SELECT id, connect_params FROM connections')) as Array<{ id: string; connect_params: string }>;
    expect(rows.length).toBeGreaterThan(4);
    for (const row of rows) expect(row.connect_params).toMatch(/^enc1:/);
    const id = rows[0]!.id;
    (await t.database.run('UPDATE connections SET connect_params = ? WHERE id = ?', '{"account":"plain-old"}', id));
    expect((await t.call('GET', `/v1/app/connections/${id}`, { token: admin })).body.connectParams).toEqual({ account: 'plain-old' });
    expect(await sealPlainConnectParams(t.db)).toBe(1);
    expect((await rawParams(id))).not.toContain('plain-old');
    expect((await t.call('GET', `/v1/app/connections/${id}`, { token: admin })).body.connectParams).toEqual({ account: 'plain-old' });
  });

  it('takes the key from SECRETS_KEY, refuses a malformed one, and a sealed value cannot be altered', () => {
    loadSecretKey(null, { SECRETS_KEY: 'ab'.repeat(32) });
    const sealed = seal('{"a":1}');
    expect(unseal(sealed)).toBe('{"a":1}');
    // One bit of the ciphertext flipped (a changed base64 letter may leave the bytes as they were).
    const parts = sealed.split(':');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0]! ^= 1;
    const tampered = [...parts.slice(0, 4), data.toString('base64url')].join(':');
    expect(() => unseal(tampered)).toThrow();
    expect(() => loadSecretKey(null, { SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
  });

  it('keeps an in-memory database working', async () => {
    const db = openDb(':memory:');
    expect(await sealPlainConnectParams(layerOf(db))).toBe(0);
    db.close();
  });
});

describe('the secrets key with PostgreSQL', () => {
  it('is required: without SECRETS_KEY the server says so and exits before it connects or makes a key file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parcel-no-key-'));
    try {
      const run = spawnSync(join('node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', SECRETS_KEY: ' ', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(SECRETS_KEY_NEEDED);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
