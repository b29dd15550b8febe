// Opens the data layer (sql-db.ts) on PostgreSQL when given a postgres:// URL, else over an open SQLite file
// (docs/decisions/database.md).
import type Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
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

/** Statements kept per SQL text: Kysely prepares each statement anew, and preparing costs tens of microseconds,
 *  on every one of a sync pull's 1,000 pages several times (tests/bench/sync-pages.ts). Bounded, as texts
 *  built per request (a list of n values) vary; Kysely runs one statement at a time on the connection. */
function preparedOnce(database: Database.Database): SqliteDatabase {
  const prepared = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      let statement = prepared.get(text);
      if (!statement) {
        if (prepared.size >= 500) prepared.clear();
        prepared.set(text, (statement = database.prepare(text)));
      }
      return statement;
    },
  };
}

/** Over a better-sqlite3 handle the server already opened: one connection, its transactions one at a time. */
export const overSqlite = (database: Database.Database): SqlDb =>
  sqlDb('sqlite', new Kysely<any>({ dialect: new SqliteDialect({ database: preparedOnce(database) }) }));
