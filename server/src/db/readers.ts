// What a reader of read-pool.ts can be asked: each read is written once over the data layer, takes plain data
// (it may cross to a thread) and answers the bytes of its JSON. A reader thread runs it on its own read-only
// connection; a database without a file (PostgreSQL, SQLite in memory) runs it in place.
import { shippingBody, type ShippingRead } from '../analytics/shipping';
import { statusLagBody, type StatusLagRead } from '../analytics/status-lag';
import { rulePreviewBody, type RulePreviewRead } from '../pricing/rule-preview';
import { orderListBody, type OrderListRead } from './order-list-read';
import type { SqlDb } from './sql/sql-db';

export const READERS = {
  orderList: (db: SqlDb, read: OrderListRead): Promise<Uint8Array> => orderListBody(db, read),
  rulePreview: (db: SqlDb, read: RulePreviewRead): Promise<Uint8Array> => rulePreviewBody(db, read),
  statusLag: (db: SqlDb, read: StatusLagRead): Promise<Uint8Array> => statusLagBody(db, read),
  shipping: (db: SqlDb, read: ShippingRead): Promise<Uint8Array> => shippingBody(db, read),
};

export type ReadKind = keyof typeof READERS;
export type ReadOf<K extends ReadKind> = Parameters<(typeof READERS)[K]>[1];
export type ReadTask<K extends ReadKind = ReadKind> = { dbFile: string; kind: K; read: ReadOf<K> };

/** Runs a read on `db` (a thread's own connection, or the server's layer in place). */
export const runReader = <K extends ReadKind>(db: SqlDb, kind: K, read: ReadOf<K>): Promise<Uint8Array> =>
  (READERS[kind] as (db: SqlDb, read: ReadOf<K>) => Promise<Uint8Array>)(db, read);
