// A reader thread of read-pool.ts: answers reads (db/readers.ts) through the data layer over its own read-only
// connection (WAL lets it read while the main thread writes; it sees every commit made before the task was
// sent). Runs only there. Connection secrets are opened with the key the main thread uses
// (lib/secret-box.ts), taken from SECRETS_KEY or the database's directory as open.ts does.
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { loadSecretKey } from '../lib/secret-box';
import { ownedBytes } from '../thread-pool';
import { runReader, type ReadTask } from './readers';
import { overSqlite } from './sql/open-sql-db';
import type { SqlDb } from './sql/sql-db';

const connections = new Map<string, SqlDb>();

function connection(file: string): SqlDb {
  let db = connections.get(file);
  if (!db) {
    loadSecretKey(dirname(file));
    connections.set(file, (db = overSqlite(new Database(file, { readonly: true, fileMustExist: true }))));
  }
  return db;
}

export async function run(task: ReadTask): Promise<Uint8Array> {
  return ownedBytes(await runReader(connection(task.dbFile), task.kind, task.read));
}
