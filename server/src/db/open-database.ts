// Opens the server's database (docs/decisions/database.md): PostgreSQL when DATABASE_URL names one, migrated
// under the migrator's lock, else the SQLite file of the data directory (db/open.ts), with where worker threads
// find it. Connection secrets are sealed with SECRETS_KEY, or the key file of the data directory.
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { loadSecretKey } from '../lib/secret-box';
import { openDb } from './open';
import type { DatabasePlace } from './sql/database-place';
import { migratePostgres } from './sql/migrate-postgres';
import { openPostgres, overSqlite } from './sql/open-sql-db';
import type { SqlDb } from './sql/sql-db';

export const SQLITE_FILE = 'parcel.sqlite';

export type OpenedDatabase = { db: SqlDb; place: DatabasePlace; dataDir: string };

export async function openDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): Promise<OpenedDatabase> {
  if (!databaseUrl) {
    const file = join(dataDir, SQLITE_FILE);
    return { db: overSqlite(openDb(file)), place: { sqliteFile: file }, dataDir };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  loadSecretKey(dataDir);
  const db = openPostgres(databaseUrl);
  await migratePostgres(db);
  return { db, place: { postgresUrl: databaseUrl }, dataDir };
}
