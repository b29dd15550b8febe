// How an instance finds queued work it did not queue itself (docs/decisions/scale-out.md, "Queued work"): it looks
// once now and then every `everyMs`, so work queued on another instance, or left by one that has gone, finds a
// runner. The looks stop with the database; the timer does not keep the process alive.
import type { SqlDb } from '../db/sql/sql-db';

export function lookForWork(db: SqlDb, everyMs: number, look: () => void): void {
  const timer = setInterval(() => (db.isOpen() ? look() : clearInterval(timer)), everyMs);
  timer.unref();
  setImmediate(look);
}
