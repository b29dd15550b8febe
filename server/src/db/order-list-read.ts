// One page of the order list as the answer's bytes: {total, items} with each order's JSON spliced in as
// it is (a page of 100 orders is ~230 kB; parsing it into objects to serialize it again cost half the
// call). Plain data in, bytes out, so a reader thread can run it (read-pool.ts) as well as the main one.
import type { Lang } from '../lib/texts';
import type { SqlWhere } from '../lib/filter';
import type { PageRequest } from './page-query';
import { orderListSource } from './repos/order-list';
import { ORDER_JSON_COLUMNS, orderJson, type OrderRow } from './repos/order-row';
import { listPage } from './sql/list-page';
import type { SqlDb } from './sql/sql-db';

export type OrderListRead = { companyId: number; where: SqlWhere[]; paging: PageRequest; lang: Lang };

export async function orderListBody(db: SqlDb, read: OrderListRead): Promise<Buffer> {
  const source = { ...orderListSource, columns: ORDER_JSON_COLUMNS, scope: [{ sql: 'company_id = ?', params: [read.companyId] }] };
  const page = await listPage<OrderRow>(db, source, read.where, read.paging);
  return Buffer.from(`{"total":${page.total},"items":[${page.rows.map((row) => orderJson(row, read.lang)).join(',')}]}`);
}
