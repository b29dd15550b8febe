// Outside demo mode (DEMO=0) the server holds no account with the published password, accepts no role
// token, serves no /v1/demo call and prints no mail (it waits sealed in the spool); the delivery services' lists
// and points are there.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasDemoWorld } from '../../server/src/db/seed/index';
import { demoMailer } from '../../server/src/demo-mailer';
import { readEnv } from '../../server/src/env';
import { readMail, spoolMailer } from '../../server/src/mail-outbox';
import { API_DOCUMENT_PATH } from '../../server/src/routes/openapi-document';
import { ADMIN, DEMO_PASSWORD, OPERATOR, OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ demo: false })), 60_000);
afterAll(() => t.close());

const count = async (table: string) => ((await t.database.get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n;
const DEMO_CALLS: Array<[string, string]> = [
  ['POST', '/v1/demo/sim/tick'], ['POST', '/v1/demo/points/tick'], ['GET', '/v1/demo/faults'], ['POST', '/v1/demo/faults'],
  ['DELETE', '/v1/demo/faults'], ['POST', '/v1/demo/sync/expire-cursors'],
];

describe('DEMO=0', () => {
  it('seeds the delivery services\' lists and points, and no demo company, user or order', async () => {
    for (const table of ['companies', 'users', 'orders', 'shops', 'warehouses', 'connections', 'tariff_rules']) expect((await count(table)), table).toBe(0);
    for (const table of ['providers', 'tariffs', 'points']) expect((await count(table)), table).toBeGreaterThan(0);
    expect(await hasDemoWorld(t.db)).toBe(false);
    for (const email of [ADMIN, OPERATOR, OTHER]) {
      const res = await t.call('POST', '/v1/app/user/login', { body: { username: email, password: DEMO_PASSWORD } });
      expect(res.status, email).toBe(400);
    }
  });

  it('accepts no role token and offers no demo roles', async () => {
    for (const token of ['admin-token', 'api.order.info-token']) {
      expect((await t.call('GET', '/v1/app/user/info', { token })).status).toBe(401);
    }
    expect((await t.call('GET', '/v1/app/config')).body).toMatchObject({ demo: false, demoRoles: [] });
  });

  it('answers every /v1/demo call 404, and documents none', async () => {
    await t.addAccount('owner@example.com');
    const token = await t.login('owner@example.com');
    for (const [method, path] of DEMO_CALLS) {
      const res = await t.call(method, path, { token, body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const paths = Object.keys((await t.call('GET', API_DOCUMENT_PATH)).body.paths);
    expect(paths.filter((p) => p.startsWith('/v1/demo'))).toEqual([]);
  });

  it('takes DEMO=false as off and refuses a value it cannot read', () => {
    expect(readEnv({ DEMO: '0' }).demo).toBe(false);
    expect(readEnv({ DEMO: 'false' }).demo).toBe(false);
    expect(readEnv({}).demo).toBe(true);
    expect(() => readEnv({ DEMO: 'maybe' })).toThrow(/DEMO/);
  });

  it('knows a database seeded in demo mode (the server then refuses to start with DEMO=0)', async () => {
    const demo = await createTestApp();
    try {
      expect(await hasDemoWorld(demo.db)).toBe(true);
    } finally {
      demo.close();
    }
  }, 60_000);
});

describe('mail', () => {
  const mail = { kind: 'signup-code', to: 'a@example.com', code: '123456' } as const;
  const spooledCodes = async () => (await readMail(t.db)).map((s) => s.mail).filter((m) => m.kind === 'signup-code' && m.to === mail.to);

  it('outside demo mode goes sealed into the database\'s spool, never to the log, and into no file', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await spoolMailer(t.db).send(mail);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
    expect(await spooledCodes()).toEqual([mail]);
    const sealed = (await t.database.all('SELECT sealed FROM mail_spool')) as Array<{ sealed: string }>;
    for (const row of sealed) expect(row.sealed).toMatch(/^enc1:/);
    expect(JSON.stringify(sealed)).not.toContain('123456');
    expect(readdirSync(t.dir).filter((f) => f.includes('mail'))).toEqual([]);
  });

  it('in demo mode is printed as well', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await demoMailer(t.db).send(mail);
      expect(log).toHaveBeenCalledWith(expect.stringContaining('123456'));
    } finally {
      log.mockRestore();
    }
    expect(await spooledCodes()).toHaveLength(2);
  });
});
