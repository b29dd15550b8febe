// What a reader thread of read-pool.ts can be asked: each read takes plain data (it crosses to a thread) and
// answers the bytes of its JSON. The same functions run in place for a database without a file.
import { rulePreviewBody, type RulePreviewRead } from '../pricing/rule-preview';
import type { Db } from './db-type';
import { orderListBody, type OrderListRead } from './order-list-read';

export const READERS = {
  orderList: (db: Db, read: OrderListRead): Uint8Array => orderListBody(db, read),
  rulePreview: (db: Db, read: RulePreviewRead): Uint8Array => rulePreviewBody(db, read),
};

export type ReadKind = keyof typeof READERS;
export type ReadOf<K extends ReadKind> = Parameters<(typeof READERS)[K]>[1];
export type ReadTask<K extends ReadKind = ReadKind> = { dbFile: string; kind: K; read: ReadOf<K> };

/** Runs a task on `db` (a thread's own connection, or the main one in place). */
export const runReader = <K extends ReadKind>(db: Db, kind: K, read: ReadOf<K>): Uint8Array =>
  (READERS[kind] as (db: Db, read: ReadOf<K>) => Uint8Array)(db, read);
