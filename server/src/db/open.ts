// Opens the SQLite file (or ':memory:' for tests) with the pragmas every connection needs, then migrates.
// The file holds password hashes and tokens' hashes: it is created readable by the server's user only
// (SQLite gives its -wal and -shm files the same mode), and so is the data directory.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadSecretKey } from '../lib/secret-box';
import { migrate } from './migrate';

import type { Db } from './db-type';

export type { Db };

export function openDb(file: string): Db {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    if (existsSync(file)) chmodSync(file, 0o600);
    else closeSync(openSync(file, 'a', 0o600));
    for (const extra of [`${file}-wal`, `${file}-shm`]) if (existsSync(extra)) chmodSync(extra, 0o600);
  }
  loadSecretKey(file === ':memory:' ? null : dirname(file));
  const db = new Database(file);
  // WAL lets the console's reads run while a seed or a write is in progress.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
