// Migrates a PostgreSQL database with Kysely's migrator (docs/decisions/database.md, "Migrations"): its table
// remembers what ran, and its advisory lock makes an instance that starts beside another wait for it rather
// than run the same migration twice. PostgreSQL starts from SQLite's schema after migration 21 (the
// baseline); each later migration has both dialects.
import { sql } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { postgresBaseline } from '../migrations/postgres/0021-baseline';
import { postgresOrdersSeq } from '../migrations/postgres/0022-orders-seq';
import { postgresInstances } from '../migrations/postgres/0023-instances';
import { postgresSharedState } from '../migrations/postgres/0024-shared-state';
import { postgresStatusLagIndexes } from '../migrations/postgres/0025-status-lag';
import { postgresPackages } from '../migrations/postgres/0026-packages';
import { postgresLabelPrinted } from '../migrations/postgres/0027-label-printed';
import { postgresPromisedDays } from '../migrations/postgres/0028-promised-days';
import type { SqlDb } from './sql-db';

const POSTGRES_MIGRATIONS: Record<string, Migration> = {
  '0021-baseline': { up: async (db) => { await sql.raw(postgresBaseline).execute(db); } },
  '0022-orders-seq': { up: async (db) => { await sql.raw(postgresOrdersSeq).execute(db); } },
  '0023-instances': { up: async (db) => { await sql.raw(postgresInstances).execute(db); } },
  '0024-shared-state': { up: async (db) => { await sql.raw(postgresSharedState).execute(db); } },
  '0025-status-lag': { up: async (db) => { await sql.raw(postgresStatusLagIndexes).execute(db); } },
  '0026-packages': { up: async (db) => { await sql.raw(postgresPackages).execute(db); } },
  '0027-label-printed': { up: async (db) => { await sql.raw(postgresLabelPrinted).execute(db); } },
  '0028-promised-days': { up: async (db) => { await sql.raw(postgresPromisedDays).execute(db); } },
};

const provider: MigrationProvider = { getMigrations: async () => POSTGRES_MIGRATIONS };

/** The names applied, oldest first. */
export async function migratePostgres(db: SqlDb): Promise<string[]> {
  if (db.dialect !== 'postgres') throw new Error('migratePostgres on a SQLite database');
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((r) => r.migrationName);
}
