// Where the database is, as plain data a worker thread can be given, so the thread opens a layer of its own
// (docs/decisions/database.md): the SQLite file (read-only there), or PostgreSQL's URL (a pool of one).
import Database from 'better-sqlite3';
import { openPostgres, overSqlite } from './open-sql-db';
import type { SqlDb } from './sql-db';

export type DatabasePlace = { sqliteFile: string } | { postgresUrl: string };

/** A reader's own connection to the place: it closes it with the layer's `close`. */
export function openReader(place: DatabasePlace): SqlDb {
  if ('postgresUrl' in place) return openPostgres(place.postgresUrl, { max: 1 });
  return overSqlite(new Database(place.sqliteFile, { readonly: true, fileMustExist: true }));
}
