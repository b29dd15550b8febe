// Heavy reads (the order list: a count, a page of 100 wide rows, ~230 kB of JSON; the rule editor's preview:
// 100 calculations priced twice) run in reader threads (READ_THREADS) with read-only connections of their
// own, not on the API's thread: there, under load, every cheap call (user info, a save) queued behind them
// (docs/decisions/server-under-load.md). A database without a file (some tests) has nothing to share with a
// thread and reads in place.
import { readReadThreads } from '../env';
import { threadPool } from '../thread-pool';
import type { Db } from './db-type';
import type { OrderListRead } from './order-list-read';
import { runReader, type ReadKind, type ReadOf, type ReadTask } from './readers';

const pool = threadPool<ReadTask>(new URL('./read-worker.ts', import.meta.url), readReadThreads);

async function readInThread<K extends ReadKind>(db: Db, kind: K, read: ReadOf<K>): Promise<Buffer> {
  if (db.memory) return Buffer.from(runReader(db, kind, read));
  return pool.run({ dbFile: db.name, kind, read } as ReadTask);
}

export const readOrderList = (db: Db, read: OrderListRead): Promise<Buffer> => readInThread(db, 'orderList', read);

/** The preview's answer, {checked, changed} (pricing/rule-preview.ts). */
export const readRulePreview = async (db: Db, read: ReadOf<'rulePreview'>): Promise<{ checked: number; changed: number }> =>
  JSON.parse((await readInThread(db, 'rulePreview', read)).toString('utf8')) as { checked: number; changed: number };

export const closeReadPool = (): Promise<void> => pool.close();
