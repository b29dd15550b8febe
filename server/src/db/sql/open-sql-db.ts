// Opens the data layer (sql-db.ts) on PostgreSQL when given a postgres:// URL, else over an open SQLite file
// (docs/decisions/database.md).
import type Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { rememberDriverClient } from './driver-client';
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
  return rememberDriverClient(sqlDb('postgres', new Kysely<any>({ dialect: new PostgresDialect({ pool }) })), { dialect: 'postgres', pool });
}

/** Statements kept per connection, the most recently used first out of reach of the bound. */
const STATEMENTS_KEPT = 500;

/** The handle as Kysely sees it, its statements prepared once per text: Kysely prepares each query anew, which
 *  costs tens of microseconds a statement, more than running a small one (the pricing reads three per call).
 *  Bounded, since a filter's `IN (?, ?, ...)` makes a text per length. Sharing one is safe: the driver runs a
 *  statement to its end before the next (`all`/`run`; nothing here streams). */
function preparedOnce(database: Database.Database): SqliteDatabase {
  const kept = new Map<string, Database.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      const statement = kept.get(text) ?? database.prepare(text);
      // Taken out and put back: a Map iterates in insertion order, so the first key is the least recently used.
      kept.delete(text);
      kept.set(text, statement);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
      return statement;
    },
  };
}

/** Over a better-sqlite3 handle the server already opened: one connection, its transactions one at a time. */
export const overSqlite = (database: Database.Database): SqlDb => rememberDriverClient(
  sqlDb('sqlite', new Kysely<any>({ dialect: new SqliteDialect({ database: preparedOnce(database) }) })),
  { dialect: 'sqlite', database },
);
