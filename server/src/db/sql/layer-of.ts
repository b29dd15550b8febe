// The data layer (sql-db.ts) over a SQLite handle someone else opened and closes (a tool, a test that needs the
// handle too): one layer per handle, so everything on it shares one connection's queue of transactions.
import type { Db } from '../db-type';
import { overSqlite } from './open-sql-db';
import type { SqlDb } from './sql-db';

const layers = new WeakMap<Db, SqlDb>();

export function layerOf(db: Db): SqlDb {
  let layer = layers.get(db);
  if (!layer) layers.set(db, (layer = overSqlite(db)));
  return layer;
}
