// A reader thread of read-pool.ts: answers list reads through its own read-only connection (WAL lets it
// read while the main thread writes; it sees every commit made before the task was sent). Runs only there.
import Database from 'better-sqlite3';
import { ownedBytes } from '../thread-pool';
import type { Db } from './db-type';
import { orderListBody } from './order-list-read';
import type { ReadTask } from './read-pool';

const connections = new Map<string, Db>();

function connection(file: string): Db {
  let db = connections.get(file);
  if (!db) connections.set(file, (db = new Database(file, { readonly: true, fileMustExist: true })));
  return db;
}

export function run(task: ReadTask): Uint8Array {
  return ownedBytes(orderListBody(connection(task.dbFile), task.read));
}
