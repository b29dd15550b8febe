// The data layer (sql-db.ts) over the server's SQLite handle, one per handle, while the server moves onto
// the layer area by area (docs/decisions/database.md, "Steps"): the moved areas and the rest share the one
// connection, and the layer's transactions hold only database work, so they never interleave with the rest.
// Never closed here: the handle's owner closes it.
import type { Db } from '../db-type';
import { overSqlite } from './open-sql-db';
import type { SqlDb } from './sql-db';

const layers = new WeakMap<Db, SqlDb>();

export function layerOf(db: Db): SqlDb {
  let layer = layers.get(db);
  if (!layer) layers.set(db, (layer = overSqlite(db)));
  return layer;
}
