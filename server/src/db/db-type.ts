// The database handle's type, in a file of its own: every repository needs it, and importing it from open.ts
// (which runs the migrations, which use repositories) made the repositories and open.ts import each other.
import type Database from 'better-sqlite3';

export type Db = Database.Database;
