// The driver's own client under a layer the server opened (open-sql-db.ts), for the one library that speaks to
// it directly: rate-limiter-flexible's database stores (limits/auth-limits.ts). Kept beside the layer rather than
// on it, so the rest of the server cannot reach around the layer by accident.
import type Database from 'better-sqlite3';
import type pg from 'pg';
import type { SqlDb } from './sql-db';

export type DriverClient =
  | { dialect: 'sqlite'; database: Database.Database }
  | { dialect: 'postgres'; pool: pg.Pool };

const clients = new WeakMap<SqlDb, DriverClient>();

/** Called by open-sql-db.ts for each layer it opens. */
export function rememberDriverClient(db: SqlDb, client: DriverClient): SqlDb {
  clients.set(db, client);
  return db;
}

/** The client under a layer opened by open-sql-db.ts (not a transaction's layer, not one made elsewhere). */
export function driverClientOf(db: SqlDb): DriverClient {
  const client = clients.get(db);
  if (!client) throw new Error('No driver client under this layer: open it with openPostgres or overSqlite (db/sql/open-sql-db.ts)');
  return client;
}
