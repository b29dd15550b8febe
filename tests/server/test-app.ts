// Builds the server in-process for a test file: a seeded SQLite file of its own (seeded-world.ts), a clock the
// test can move, a mailer that keeps what would have been emailed (confirmation codes, reset links), and callers at
// addresses of the test's choosing (app.request has no socket to take one from). With demo: false the seed
// has no demo accounts: addAccount makes the company and user a test needs.
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/src/app';
import { openDb } from '../../server/src/db/open';
import { createCompany } from '../../server/src/db/repos/companies';
import { usersRepo } from '../../server/src/db/repos/users';
import type { DatabasePlace } from '../../server/src/db/sql/database-place';
import { openPostgres, overSqlite } from '../../server/src/db/sql/open-sql-db';
import { loadSecretKey } from '../../server/src/lib/secret-box';
import { DEMO_PASSWORD, type OutgoingMail } from '../../server/src/deps';
import type { PaymentSettings } from '../../server/src/env';
import { hashPassword } from '../../server/src/lib/password';
import { ROLE_ADMIN } from '../../src/contract';
import { sqlQueries } from '../support/sql-queries';
import { postgresWorld } from './postgres-world';
import { DB_FILE, seededWorld } from './seeded-world';
import { SERVER_TESTS_ON_POSTGRES } from './test-database';

export { DEMO_PASSWORD };
export const ADMIN = 'admin@demo.local';
export const OPERATOR = 'operator@demo.local';
export const OTHER = 'other@demo.local';

type CallOptions = {
  token?: string;
  body?: unknown;
  /** Sent as is, with Content-Type application/json unless headers say otherwise. */
  rawBody?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** The caller's client address, for the login and mail limits; TEST_CLIENT unless given. */
  from?: string;
};

/** Only this in-process app reads it: the real server takes the socket's address and never this header. */
const CLIENT_HEADER = 'X-Test-Client-Address';
export const TEST_CLIENT = '192.0.2.1';

export type CallResult = { status: number; body: any; headers: Headers };

/** The seeded world in `dir`: a copy of SQLite's file, or a database cloned on PostgreSQL (test-database.ts). */
async function openWorld(dir: string, demo: boolean) {
  if (SERVER_TESTS_ON_POSTGRES) {
    const world = await postgresWorld(dir, demo);
    loadSecretKey(dir);
    const place: DatabasePlace = { postgresUrl: world.url };
    return { ...world, db: openPostgres(world.url), sqlite: null, place, reopen: () => openPostgres(world.url) };
  }
  const world = await seededWorld(dir, demo);
  const file = join(dir, DB_FILE);
  /** The SQLite handle, for what only SQLite has (its file, a trigger); everything else goes through `db`. */
  const sqlite = openDb(file);
  const place: DatabasePlace = { sqliteFile: file };
  return { ...world, db: overSqlite(sqlite), sqlite, place, reopen: () => overSqlite(openDb(file)), drop: async () => undefined };
}

export async function createTestApp(options: { demo?: boolean; answerCheckFile?: string; payments?: PaymentSettings } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'parcel-server-test-'));
  const demo = options.demo ?? true;
  const { seedReport, seededAt, db, sqlite, place, reopen, drop } = await openWorld(dir, demo);
  const mails: OutgoingMail[] = [];
  // The world's time: a copied world was seeded a little earlier in the run.
  let clock = seededAt;
  const app = createApp({
    db,
    place,
    config: { demo, staticDir: null, answerCheckFile: options.answerCheckFile, payments: options.payments },
    mailer: { send: (mail) => void mails.push(mail) },
    now: () => clock,
    clientAddress: (c) => c.req.header(CLIENT_HEADER) ?? TEST_CLIENT,
  });

  async function call(method: string, path: string, o: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...(o.lang ? { 'Accept-Language': o.lang } : {}) };
    if (o.from !== undefined) headers[CLIENT_HEADER] = o.from;
    if (o.token !== undefined) headers.Authorization = o.token;
    let body: string | undefined;
    if (o.rawBody !== undefined || o.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = o.rawBody ?? JSON.stringify(o.body);
    }
    const res = await app.request(path, { method, headers: { ...headers, ...o.headers }, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  async function login(username: string, password = DEMO_PASSWORD, from?: string): Promise<string> {
    const res = await call('POST', '/v1/app/user/login', { body: { username, password }, from });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }

  /** A company of its own with one user of the given roles; returns the user's id. */
  async function addAccount(email: string, password = DEMO_PASSWORD, roles = [ROLE_ADMIN]): Promise<number> {
    const companyId = await createCompany(db, `Company of ${email}`, clock);
    return usersRepo(db).create({ companyId, email, name: email.split('@')[0]!, roles, passwordHash: await hashPassword(password) }, clock);
  }

  return {
    app, db, sqlite, place, dir,
    /** Another connection to the same database, as a restarted server would open; its caller closes it. */
    reopen, mails, call, login, addAccount, seedReport,
    /** The seeded tariffs (reference data), for order bodies: tests/server/order-fixtures.ts. */
    tariffs: await db.all(sql<SeededTariff>`SELECT id, provider_key, pickup_type, delivery_type FROM tariffs ORDER BY id`),
    /** The app's database through the layer, for what a test reads or sets up behind the API. */
    database: sqlQueries(db),
    advance: (ms: number) => void (clock += ms),
    now: () => clock,
    close: async () => {
      await db.close();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type SeededTariff = { id: number; provider_key: string; pickup_type: number; delivery_type: number };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
