// The SQLite handle's type (better-sqlite3), for what opens the file (open.ts) and wraps it in the data layer
// (sql/layer-of.ts); the server itself works only through the layer (sql/sql-db.ts).
import type Database from 'better-sqlite3';

export type Db = Database.Database;
