// Heavy reads (the order list: a count, a page of 100 wide rows, ~230 kB of JSON; the rule editor's preview:
// 100 calculations priced twice) on SQLite run in reader threads (READ_THREADS) with read-only connections of
// their own, not on the API's thread: there, under load, every cheap call (user info, a save) queued behind
// them (docs/decisions/server-under-load.md). On PostgreSQL the same reads run in place on the server's layer:
// its pool does the waiting, and the database does the work. SQLite in memory (some tests) has no file to
// share with a thread and reads in place too.
import { readReadThreads } from '../env';
import { threadPool } from '../thread-pool';
import type { OrderListRead } from './order-list-read';
import { runReader, type ReadKind, type ReadOf, type ReadTask } from './readers';
import type { DatabasePlace } from './sql/database-place';
import type { SqlDb } from './sql/sql-db';

const threads = threadPool<ReadTask>(new URL('./read-worker.ts', import.meta.url), readReadThreads);

export type ReadPool = {
  orderList: (read: OrderListRead) => Promise<Buffer>;
  /** The preview's answer, {checked, changed} (pricing/rule-preview.ts). */
  rulePreview: (read: ReadOf<'rulePreview'>) => Promise<{ checked: number; changed: number }>;
  /** The status lag's JSON (analytics/status-lag.ts). */
  statusLag: (read: ReadOf<'statusLag'>) => Promise<Buffer>;
  /** The shipping analytics' JSON (analytics/shipping.ts). */
  shipping: (read: ReadOf<'shipping'>) => Promise<Buffer>;
};

/** `file`: the SQLite file a reader thread opens read-only; null reads in place on `db`. */
export function readPool(db: SqlDb, file: string | null): ReadPool {
  const read = async <K extends ReadKind>(kind: K, task: ReadOf<K>): Promise<Buffer> =>
    file === null ? Buffer.from(await runReader(db, kind, task)) : threads.run({ dbFile: file, kind, read: task } as ReadTask);
  return {
    orderList: (task) => read('orderList', task),
    statusLag: (task) => read('statusLag', task),
    shipping: (task) => read('shipping', task),
    rulePreview: async (task) => JSON.parse((await read('rulePreview', task)).toString('utf8')) as { checked: number; changed: number },
  };
}

/** The server's reads: in threads over SQLite's file, in place on PostgreSQL or without a file. */
export const readPoolOf = ({ db, place }: { db: SqlDb; place: DatabasePlace | null }): ReadPool =>
  readPool(db, place && 'sqliteFile' in place ? place.sqliteFile : null);

export const closeReadPool = (): Promise<void> => threads.close();
