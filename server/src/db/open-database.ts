// Opens the server's database (docs/decisions/database.md): PostgreSQL when DATABASE_URL names one, migrated
// under the migrator's lock, else the SQLite file of the data directory (db/open.ts), with where worker threads
// find it. Secrets (connection params, spooled mail) are sealed with SECRETS_KEY, or on SQLite the key file of
// the data directory. On PostgreSQL the key is required: several instances share the database, and a key file
// made in each one's data directory would differ, so one instance could not open what another sealed.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { loadSecretKey } from '../lib/secret-box';
import { openDb } from './open';
import type { DatabasePlace } from './sql/database-place';
import { migratePostgres } from './sql/migrate-postgres';
import { openPostgres, overSqlite } from './sql/open-sql-db';
import type { SqlDb } from './sql/sql-db';

export const SQLITE_FILE = 'parcel.sqlite';

export type OpenedDatabase = { db: SqlDb; place: DatabasePlace };

/** A start the configuration does not allow: `openDatabaseOrExit` prints the message alone and exits. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

export const SECRETS_KEY_NEEDED = 'DATABASE_URL needs SECRETS_KEY (64 hex characters, the same for every instance on that '
  + 'database): a key file in one data directory would differ from the next instance\'s. Make one with '
  + '`openssl rand -hex 32`; see README.md, "Configuration".';

export async function openDatabase(
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string },
  env: NodeJS.ProcessEnv = process.env,
): Promise<OpenedDatabase> {
  if (!databaseUrl) {
    const file = join(dataDir, SQLITE_FILE);
    return { db: overSqlite(openDb(file)), place: { sqliteFile: file } };
  }
  if (!env.SECRETS_KEY?.trim()) throw new StartRefused(SECRETS_KEY_NEEDED);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  loadSecretKey(dataDir, env);
  const db = openPostgres(databaseUrl);
  await migratePostgres(db);
  return { db, place: { postgresUrl: databaseUrl } };
}

/** For the server and its tools: a refused start ends the process with its message, not a stack trace. */
export const openDatabaseOrExit = (options: { dataDir: string; databaseUrl?: string }): Promise<OpenedDatabase> =>
  openDatabase(options).catch((error: unknown) => {
    if (!(error instanceof StartRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  });
