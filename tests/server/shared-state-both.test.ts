// Two server instances on one database (docs/decisions/database.md, "Shared state"): two apps built over the same
// database, as a balancer would send calls to either, share the auth limits' counts, the demo fault switches and
// the mail spool, on SQLite and on PostgreSQL alike; and a limit whose counters cannot be reached refuses with
// 503, never 500 and never uncounted (docs/decisions/security.md, "Limits").
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../server/src/app';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { ACCOUNT_FAILURES, ADDRESS_FAILURES, LIMITS_DOWN_RETRY_S } from '../../server/src/limits/auth-limits';
import { readMail, spoolMailer, takeMail, type SpooledMail } from '../../server/src/mail-outbox';
import { runHousekeeping } from '../../server/src/sync/housekeeping';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

const ATTACKER = '203.0.113.7';
const PASSWORD = 'longenough1';

/** Two instances: each its own app (limits, fault store, mailer) over the one database. */
function twoInstances(db: SqlDb, demo: boolean): [App, App] {
  const instance = () => createApp({ db, config: { demo, staticDir: null }, mailer: spoolMailer(db), clientAddress: () => ATTACKER });
  return [instance(), instance()];
}

async function call(app: App, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) };
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() as any, headers: res.headers };
}

async function withDb(name: (typeof DATABASES)[number], fn: (db: SqlDb) => Promise<void>): Promise<void> {
  const db = await openMigrated(name);
  try {
    await fn(db);
  } finally {
    await db.close();
  }
}

/** The company of the demo role token admin-token (its user is admin@demo.local). */
async function demoAdmin(db: SqlDb): Promise<void> {
  await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Тест', 0)`);
  await db.run(sql`INSERT INTO users (id, company_id, email, name, roles, password_hash, created_at, updated_at)
    VALUES (1, 1, 'admin@demo.local', 'Админ', '["admin"]', 'x', 0, 0)`);
}

describe.each(DATABASES)('two instances on one %s database', (name) => {
  it('meet the account and address limits at the counts one instance has, their wrong logins alternating', async () => {
    await withDb(name, async (db) => {
      const apps = twoInstances(db, false);
      const login = (i: number, username: string) => call(apps[i % 2]!, 'POST', '/v1/app/user/login', { username, password: 'wrong-pass' });
      for (let i = 0; i < ACCOUNT_FAILURES.points; i++) expect((await login(i, 'victim@example.ru')).status).toBe(400);
      for (let i = 0; i < 2; i++) expect((await login(i, 'victim@example.ru')).body.code).toBe('042901');
      // The address: 30 failures over any accounts, 5 of them above.
      for (let i = ACCOUNT_FAILURES.points; i < ADDRESS_FAILURES.points; i++) expect((await login(i, `u${i}@example.ru`)).status).toBe(400);
      for (let i = 0; i < 2; i++) expect((await login(i, 'fresh@example.ru')).body.code).toBe('042901');
    });
  });

  it('let exactly 5 of 12 parallel wrong logins through to the password check', async () => {
    await withDb(name, async (db) => {
      const apps = twoInstances(db, false);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) =>
        call(apps[i % 2]!, 'POST', '/v1/app/user/login', { username: 'victim@example.ru', password: 'wrong-pass' })));
      expect(answers.filter((a) => a.status === 400)).toHaveLength(ACCOUNT_FAILURES.points);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - ACCOUNT_FAILURES.points);
    });
  });

  it('count mails to one mailbox together, and spool each once, sealed, for one transport or two', async () => {
    await withDb(name, async (db) => {
      const apps = twoInstances(db, false);
      const email = 'mailbox@example.ru';
      for (let i = 0; i < 3; i++) expect((await call(apps[i % 2]!, 'POST', '/v1/app/user/signup', { email, password: PASSWORD })).status).toBe(200);
      expect((await call(apps[1]!, 'POST', '/v1/app/user/signup', { email, password: PASSWORD })).body.code).toBe('042901');
      const spooled = await readMail(db);
      expect(spooled.map((s) => [s.mail.kind, s.mail.to])).toEqual(Array(3).fill(['signup-code', email]));
      const raw = JSON.stringify(await db.all(sql`SELECT * FROM mail_spool`));
      for (const { mail } of spooled) expect(raw).not.toContain(mail.kind === 'signup-code' ? mail.code : mail.token);
      expect(raw).not.toContain(email);
      // Two transports taking one mail at a time, at once: every mail goes out, none twice.
      const drain = async () => {
        const got: SpooledMail[] = [];
        for (let batch = await takeMail(db, 1); batch.length > 0; batch = await takeMail(db, 1)) got.push(...batch);
        return got;
      };
      const taken = (await Promise.all([drain(), drain()])).flat().map((s) => s.id).sort((a, b) => a - b);
      expect(taken).toEqual(spooled.map((s) => s.id));
      expect(await readMail(db)).toEqual([]);
    });
  });

  it('fail a call to the other instance by a rule added through one, as many times as the rule says', async () => {
    await withDb(name, async (db) => {
      await demoAdmin(db);
      const [a, b] = twoInstances(db, true);
      const rule = { path: '/v1/app/config', times: 1, action: 'status', status: 503 };
      expect((await call(a, 'POST', '/v1/demo/faults', { rules: [rule] }, 'admin-token')).body.rules).toEqual([rule]);
      expect((await call(b, 'GET', '/v1/demo/faults', undefined, 'admin-token')).body.rules).toEqual([rule]);
      expect((await call(b, 'GET', '/v1/app/config', undefined, 'admin-token')).status).toBe(503);
      expect((await call(a, 'GET', '/v1/app/config', undefined, 'admin-token')).status).toBe(200);
      expect((await call(b, 'GET', '/v1/app/config', undefined, 'admin-token')).status).toBe(200);
      expect((await call(a, 'GET', '/v1/demo/faults', undefined, 'admin-token')).body.rules).toEqual([]);
    });
  });

  it('spend a rule\'s uses exactly once under parallel calls to both instances', async () => {
    await withDb(name, async (db) => {
      await demoAdmin(db);
      const apps = twoInstances(db, true);
      const rules = [{ method: 'GET', path: '/v1/app/config', times: 5, action: 'status', status: 502 }];
      expect((await call(apps[0]!, 'POST', '/v1/demo/faults', { rules }, 'admin-token')).status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => call(apps[i % 2]!, 'GET', '/v1/app/config', undefined, 'admin-token')));
      expect(answers.filter((r) => r.status === 502)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(7);
    });
  });
});

describe.each(DATABASES)('limits whose counters cannot be reached on %s', (name) => {
  it('refuse logins and mails with 503 and Retry-After, and say so in the log', async () => {
    await withDb(name, async (db) => {
      const [app] = twoInstances(db, false);
      await db.run(sql`DROP TABLE auth_limits`);
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const login = await call(app, 'POST', '/v1/app/user/login', { username: 'a@example.ru', password: PASSWORD });
        expect(login).toMatchObject({ status: 503, body: { code: '050001' } });
        expect(login.headers.get('Retry-After')).toBe(String(LIMITS_DOWN_RETRY_S));
        expect((await call(app, 'POST', '/v1/app/user/signup', { email: 'a@example.ru', password: PASSWORD })).status).toBe(503);
        expect(log).toHaveBeenCalledWith(expect.stringContaining('[auth limits]'), expect.anything());
      } finally {
        log.mockRestore();
      }
      expect(await readMail(db)).toEqual([]);
    });
  });
});

describe.each(DATABASES)('housekeeping on %s', (name) => {
  it('forgets counters whose window is over and mail no transport took within a day', async () => {
    await withDb(name, async (db) => {
      const now = Date.parse('2026-11-29T09:00:00Z');
      await db.run(sql`INSERT INTO auth_limits (key, points, expire) VALUES ('address:over', 30, ${now - 1}), ('address:running', 3, ${now + 60_000})`);
      const day = 24 * 60 * 60 * 1000;
      await spoolMailer(db, () => now - day - 1).send({ kind: 'signup-code', to: 'old@example.ru', code: '111111' });
      await spoolMailer(db, () => now - day + 60_000).send({ kind: 'signup-code', to: 'new@example.ru', code: '222222' });
      await runHousekeeping({ db }, now, 30);
      expect(await db.all(sql`SELECT key FROM auth_limits`)).toEqual([{ key: 'address:running' }]);
      expect((await readMail(db)).map((s) => s.mail.to)).toEqual(['new@example.ru']);
    });
  });
});
