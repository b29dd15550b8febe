// The order list as the screen shows it: the stored ids the filter selects, with the user's queued
// changes applied (new orders on top, deleted ones gone, changed ones re-checked against the filter).
import { db } from '../../../db/db';
import { orderWords } from '../../../db/search-words';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { outboxOf } from '../../../sync/use-overlaid';
import { useSignalledQuery } from '../../../sync/use-signalled-query';
import { overlayRow } from '../../../sync/overlay';
import { matchesFilter, type OrderFilter } from '../lib/order-filter';
import { readAttentionContext } from './attention-context';
import type { OrderRow } from './order-row';
import { queryOrderIds } from './query-order-ids';

export type OrderList = { ids: string[]; entries: OutboxEntry[] };

/** The list's ids and the queued changes of orders; also the dashboard's counts of orders needing attention,
 *  so each count is the length of the list it opens. */
export async function readOrderList(filter: OrderFilter): Promise<OrderList> {
  const entries = await outboxOf('orders');
  const attention = filter.attention ? await readAttentionContext(entries) : undefined;
  const ids = await queryOrderIds(filter, attention);
  const queued = entries.filter((e) => e.state === 'queued' && e.payload.op !== 'none');
  if (!queued.length) return { ids, entries };

  const touched = [...new Set(queued.map((e) => e.entityId))];
  const stored = await db.orders.bulkGet(touched);
  const drop = new Set<string>();
  const created: string[] = [];
  touched.forEach((id, i) => {
    const shown = overlayRow<OrderRow>(stored[i] as OrderRow | undefined, id, entries);
    const matches = shown !== null && matchesFilter(shown, filter, orderWords(shown), attention);
    if (!matches) drop.add(id);
    else if (!stored[i]) created.unshift(id);
    else if (!ids.includes(id)) created.push(id);
  });
  return { ids: [...created, ...ids.filter((id) => !drop.has(id))], entries };
}

/** undefined while the store is being read. Read again after each write to the orders or the queued changes;
 *  not a live query, whose tracking of every key it returns costs ~100 ms a run at 10,000 orders. */
export const useOrderList = (filter: OrderFilter): OrderList | undefined =>
  useSignalledQuery(() => readOrderList(filter), [JSON.stringify(filter)], ['orders', 'outbox', 'statusLag'], { keepPrevious: true, isSame: sameList });

/** Same ids in the same order and the same queued changes: a pull that only updated orders in place leaves
 *  the list as it is (the rows re-read themselves). */
const sameList = (a: OrderList, b: OrderList): boolean =>
  a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]) && JSON.stringify(a.entries) === JSON.stringify(b.entries);
