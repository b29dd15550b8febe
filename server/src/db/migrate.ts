// Applies the numbered migrations in order; PRAGMA user_version remembers the last one applied.
import type Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations/index';

export function migrate(db: Database.Database): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (version <= current) continue;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
  return MIGRATIONS.length;
}
