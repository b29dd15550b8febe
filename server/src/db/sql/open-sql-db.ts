// Opens the data layer (sql-db.ts) on PostgreSQL when given a postgres:// URL, else over an open SQLite file
// (docs/decisions/database.md).
import type Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { sqlDb, type SqlDb } from './sql-db';

/** int8 (counts, sums, versions) comes back as a string by default; every one of ours fits in 2^53. */
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (text) => Number(text));

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);

export function openPostgres(url: string, { max = 10 }: { max?: number } = {}): SqlDb {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server dropped (a restart, a failover) is replaced on the next query; unheard, its
  // error would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL: an idle connection closed (${error.message})`));
  return sqlDb('postgres', new Kysely<any>({ dialect: new PostgresDialect({ pool }) }));
}

/** Prepared statements kept per connection: Kysely's SQLite driver prepares every statement it runs, and a
 *  bulk write (db/sql/insert-rows.ts) runs one text many times. The least recently used goes first. */
const KEPT_STATEMENTS = 64;

/** The handle as Kysely's driver sees it: `prepare` answers a statement prepared before for the same text. The
 *  driver runs a statement to its end before the next (`all`/`run`; it streams none), so sharing one is safe. */
function withKeptStatements(database: Database.Database): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    prepare(text: string): SqliteStatement {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else statement = database.prepare(text);
      kept.set(text, statement);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      return statement;
    },
    close: () => database.close(),
  };
}

/** Over a better-sqlite3 handle the server already opened: one connection, its transactions one at a time. */
export const overSqlite = (database: Database.Database): SqlDb =>
  sqlDb('sqlite', new Kysely<any>({ dialect: new SqliteDialect({ database: withKeptStatements(database) }) }));
