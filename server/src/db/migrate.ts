// Applies SQLite's migrations in order, each in its own transaction, and keeps the names applied in the same
// table PostgreSQL's migrator keeps (kysely_migration: name, timestamp; docs/decisions/database.md,
// "Migrations"). Databases made before the table existed counted their migrations in PRAGMA user_version:
// that count is carried over into names once, then set to 0. Synchronous, as the file is opened at start;
// one process opens a file, and a second would wait on SQLite's write lock and then find nothing to do.
import type Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations/index';

export const MIGRATIONS_TABLE = 'kysely_migration';

/** The names of the migrations applied, after applying the missing ones. */
export function migrate(db: Database.Database): string[] {
  const stamp = () => new Date().toISOString();
  db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`);
    const counted = db.pragma('user_version', { simple: true }) as number;
    if (counted > 0) {
      const record = db.prepare(`INSERT OR IGNORE INTO ${MIGRATIONS_TABLE} (name, timestamp) VALUES (?, ?)`);
      for (const [name] of MIGRATIONS.slice(0, counted)) record.run(name, stamp());
      db.pragma('user_version = 0');
    }
  }).immediate();
  const applied = () => new Set(db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).pluck().all() as string[]);
  const before = applied();
  for (const [name, text] of MIGRATIONS.filter(([name]) => !before.has(name))) {
    // Checked again inside the write lock: another process may have applied it meanwhile.
    db.transaction(() => {
      if (applied().has(name)) return;
      db.exec(text);
      db.prepare(`INSERT INTO ${MIGRATIONS_TABLE} (name, timestamp) VALUES (?, ?)`).run(name, stamp());
    }).immediate();
  }
  return [...applied()].sort();
}
