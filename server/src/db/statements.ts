// Prepared statements kept per database and SQL text, for calls whose SQL is built per request (the sync
// page's reads): preparing costs tens of microseconds each time, on every one of a pull's 1,000 pages.
import type { Statement } from 'better-sqlite3';
import type { Db } from './db-type';

const byDb = new WeakMap<Db, Map<string, Statement>>();

export function statement<P extends unknown[], R>(db: Db, sql: string): Statement<P, R> {
  let cache = byDb.get(db);
  if (!cache) byDb.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared as Statement<P, R>;
}
