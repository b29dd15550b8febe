// What the demo server "emailed": each mail waits sealed in its database's spool (server/src/mail-outbox.ts),
// read here as the user would read their inbox, through the database the test server uses, unsealed with its key
// (docs/decisions/security.md, "Demo mode is contained"): a single server's SQLite file in its data directory,
// opened read-only, with that directory's key file; two instances on PostgreSQL (two-instance-server.ts) through
// the URL they leave in the data directory they share, with the key they share.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { SQLITE_FILE } from '../../../server/src/db/open-database';
import { openPostgres, overSqlite } from '../../../server/src/db/sql/open-sql-db';
import type { SqlDb } from '../../../server/src/db/sql/sql-db';
import { loadSecretKey } from '../../../server/src/lib/secret-box';
import { readMail } from '../../../server/src/mail-outbox';
import { INSTANCES_SECRETS_KEY } from '../../support/server-instances';
import { DATABASE_URL_FILE, E2E_DATA_DIR, POINTS_DATA_DIR } from './env';

type Mail = { kind: 'signup-code'; to: string; code: string } | { kind: 'password-reset'; to: string; link: string };

/** The database of the server whose data directory this is; none before it has started. */
function spoolOf(dir: string): SqlDb | null {
  const urlFile = join(dir, DATABASE_URL_FILE);
  if (existsSync(urlFile)) {
    loadSecretKey(null, { SECRETS_KEY: INSTANCES_SECRETS_KEY });
    return openPostgres(readFileSync(urlFile, 'utf8').trim(), { max: 1 });
  }
  const file = join(dir, SQLITE_FILE);
  if (!existsSync(file)) return null;
  loadSecretKey(dir);
  return overSqlite(new Database(file, { readonly: true, fileMustExist: true }));
}

async function readSpool(dir: string): Promise<Mail[]> {
  const db = spoolOf(dir);
  if (!db) return [];
  try {
    return (await readMail(db)).map((spooled) => spooled.mail as Mail);
  } finally {
    await db.close();
  }
}

/** Both test servers' spools (addresses are unique per test, so they never mix). */
async function readOutbox(): Promise<Mail[]> {
  return (await Promise.all([E2E_DATA_DIR, POINTS_DATA_DIR].map(readSpool))).flat();
}

/** The newest mail of this kind to this address, waiting for it to arrive. */
export async function lastMail<K extends Mail['kind']>(kind: K, to: string): Promise<Extract<Mail, { kind: K }>> {
  let found: Mail | undefined;
  await expect.poll(async () => (found = (await readOutbox()).filter((m) => m.kind === kind && m.to === to).at(-1))).toBeTruthy();
  return found as Extract<Mail, { kind: K }>;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ru`;
