// PostgreSQL's schema is SQLite's (docs/decisions/database.md, "Migrations"): the same tables, columns (with
// their nullability and a type of the same kind), primary keys and named indexes (unique or not, on the same
// columns), and migrating runs once however many instances start at the same moment.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/src/db/migrate';
import { migratePostgres } from '../../server/src/db/sql/migrate-postgres';
import { openPostgres } from '../../server/src/db/sql/open-sql-db';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { postgresTestsRun, startPgCluster, type PgCluster } from '../support/pg-cluster';
import { MIGRATIONS } from '../../server/src/db/migrations/index';

type Schema = Record<string, { columns: string[]; primaryKey: string[]; indexes: string[] }>;

/** SQLite's declared types, as the kind of PostgreSQL type that stands for them. */
const KIND: Record<string, string> = { INTEGER: 'bigint', TEXT: 'text', REAL: 'double precision', BLOB: 'bytea' };

function sqliteSchema(db: Database.Database): Schema {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' ORDER BY name").all() as Array<{ name: string }>;
  return Object.fromEntries(tables.map(({ name }) => {
    const info = db.prepare(`PRAGMA table_info(${name})`).all() as Array<{ name: string; type: string; notnull: number; pk: number }>;
    const indexes = (db.prepare(`PRAGMA index_list(${name})`).all() as Array<{ name: string; unique: number; origin: string }>)
      .filter((index) => index.origin === 'c')
      .map((index) => {
        const columns = (db.prepare(`PRAGMA index_info(${index.name})`).all() as Array<{ name: string }>).map((c) => c.name);
        return `${index.name} ${index.unique ? 'unique ' : ''}(${columns.join(', ')})`;
      }).sort();
    return [name, {
      // An INTEGER PRIMARY KEY is SQLite's row id: never null, though it is not declared so.
      columns: info.map((c) => `${c.name} ${KIND[c.type] ?? c.type}${c.notnull || c.pk ? ' not null' : ''}`).sort(),
      primaryKey: info.filter((c) => c.pk).sort((a, b) => a.pk - b.pk).map((c) => c.name),
      indexes,
    }];
  }));
}

async function postgresSchema(db: SqlDb): Promise<Schema> {
  const columns = await db.all(sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
    SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`);
  const keys = await db.all(sql<{ table_name: string; column_name: string; position: number }>`
    SELECT k.table_name, k.column_name, k.ordinal_position AS position FROM information_schema.table_constraints t
    JOIN information_schema.key_column_usage k ON k.constraint_name = t.constraint_name AND k.table_name = t.table_name
    WHERE t.table_schema = 'public' AND t.constraint_type = 'PRIMARY KEY' AND t.table_name NOT LIKE 'kysely_%'`);
  const indexes = await db.all(sql<{ table_name: string; index_name: string; is_unique: boolean; columns: string[] }>`
    SELECT t.relname AS table_name, i.relname AS index_name, x.indisunique AS is_unique,
           array(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
                 JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace s ON s.oid = t.relnamespace
    WHERE s.nspname = 'public' AND NOT x.indisprimary AND t.relname NOT LIKE 'kysely_%'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`);
  const schema: Schema = {};
  for (const c of columns) {
    (schema[c.table_name] ??= { columns: [], primaryKey: [], indexes: [] }).columns.push(`${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}`);
  }
  for (const table of Object.values(schema)) table.columns.sort();
  for (const k of keys.sort((a, b) => a.position - b.position)) schema[k.table_name]!.primaryKey.push(k.column_name);
  for (const i of indexes) schema[i.table_name]!.indexes.push(`${i.index_name} ${i.is_unique ? 'unique ' : ''}(${i.columns.join(', ')})`);
  for (const table of Object.values(schema)) table.indexes.sort();
  return schema;
}

describe.runIf(postgresTestsRun())('the schema on PostgreSQL', () => {
  let cluster: PgCluster;
  let admin: SqlDb;
  beforeAll(async () => {
    cluster = await startPgCluster();
    admin = openPostgres(cluster.url());
  }, 60_000);
  afterAll(async () => {
    await admin?.close();
    cluster?.stop();
  });

  async function freshDatabase(name: string): Promise<SqlDb> {
    await admin.run(sql.raw(`CREATE DATABASE ${name}`));
    return openPostgres(cluster.url(name));
  }

  it('has the tables, columns, keys and indexes SQLite has after its migrations', async () => {
    const lite = new Database(':memory:');
    migrate(lite);
    const db = await freshDatabase('parity');
    try {
      await migratePostgres(db);
      const [expected, actual] = [sqliteSchema(lite), await postgresSchema(db)];
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
      for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
    } finally {
      await db.close();
    }
  });

  it('migrates once when two instances start together, and not again on the next start', async () => {
    const [a, b] = [await freshDatabase('together'), openPostgres(cluster.url('together'))];
    const applied = await Promise.all([migratePostgres(a), migratePostgres(b)]);
    // The baseline stands for SQLite's first 21; every later migration has its PostgreSQL twin under its name.
    expect(applied.flat()).toEqual(['0021-baseline', ...MIGRATIONS.slice(21).map(([name]) => name)]);
    expect(await migratePostgres(a)).toEqual([]);
    expect(await a.get(sql`SELECT value FROM change_version WHERE id = 1`)).toEqual({ value: 0 });
    await Promise.all([a.close(), b.close()]);
  });
});
