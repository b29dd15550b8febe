// The server's tests that run on SQLite and on PostgreSQL (docs/decisions/database.md): the databases to run
// on here, and a freshly migrated one of each; PostgreSQL on this test file's throwaway cluster.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { migrate } from '../../server/src/db/migrate';
import { migratePostgres } from '../../server/src/db/sql/migrate-postgres';
import { openPostgres, overSqlite } from '../../server/src/db/sql/open-sql-db';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { postgresTestsRun, startPgCluster, type PgCluster } from './pg-cluster';

export type DatabaseName = 'SQLite' | 'PostgreSQL';

export const DATABASES: DatabaseName[] = ['SQLite', ...(postgresTestsRun() ? ['PostgreSQL' as const] : [])];

let cluster: PgCluster | null = null;
let databases = 0;

/** A new empty database with no tables: each call its own, so tests share nothing. */
export async function openEmpty(name: DatabaseName): Promise<SqlDb> {
  if (name === 'SQLite') return overSqlite(new Database(':memory:'));
  cluster ??= await startPgCluster();
  const database = `test_${++databases}`;
  const admin = await openPostgres(cluster.url());
  try {
    await admin.run(sql`CREATE DATABASE ${sql.id(database)}`);
  } finally {
    await admin.close();
  }
  return openPostgres(cluster.url(database));
}

/** An empty database at the last migration. */
export async function openMigrated(name: DatabaseName): Promise<SqlDb> {
  if (name === 'SQLite') {
    const lite = new Database(':memory:');
    migrate(lite);
    return overSqlite(lite);
  }
  const db = await openEmpty(name);
  await migratePostgres(db);
  return db;
}

/** For afterAll: the cluster goes with the file's last test. */
export function stopCluster(): void {
  cluster?.stop();
  cluster = null;
}
