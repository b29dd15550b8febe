// Heavy list reads (the order list: a count, a page of 100 wide rows, ~230 kB of JSON) run in reader
// threads (READ_THREADS) with read-only connections of their own, not on the API's thread: there, under
// 50 concurrent clients, every cheap call (user info, a save) queued behind dozens of them. A database
// without a file (some tests) has nothing to share with a thread and reads in place.
import { readReadThreads } from '../env';
import { threadPool } from '../thread-pool';
import type { Db } from './db-type';
import { orderListBody, type OrderListRead } from './order-list-read';

export type ReadTask = { dbFile: string; read: OrderListRead };

const pool = threadPool<ReadTask>(new URL('./read-worker.ts', import.meta.url), readReadThreads);

export async function readOrderList(db: Db, read: OrderListRead): Promise<Buffer> {
  if (db.memory) return orderListBody(db, read);
  return pool.run({ dbFile: db.name, read });
}

export const closeReadPool = (): Promise<void> => pool.close();
