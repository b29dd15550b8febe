// The ids of the orders a filter selects, newest first, answered from indexes only (keys, never whole
// orders): with 10k orders stored this stays a few milliseconds on the main thread. The screen then
// reads just the rows it draws.
import { db } from '../../../db/db';
import { createdRange, searchTokens, type OrderFilter } from '../lib/order-filter';

type Key = string;

export async function queryOrderIds(filter: OrderFilter): Promise<Key[]> {
  const [from, to] = createdRange(filter);
  const byDate = filter.from || filter.to ? db.orders.where('created').between(from, to, true, true) : db.orders.orderBy('created');
  const [newestFirst, ...narrowing] = await Promise.all([
    byDate.reverse().primaryKeys(),
    filter.status.length ? db.orders.where('status.key').anyOf(filter.status).primaryKeys() : null,
    filter.providerKey ? db.orders.where('order.providerKey').equals(filter.providerKey).primaryKeys() : null,
    filter.shopId ? db.orders.where('shopId').equals(filter.shopId).primaryKeys() : null,
    ...searchTokens(filter.q).map((token) => db.orders.where('_words').startsWith(token).primaryKeys()),
  ]);
  const sets = narrowing.filter((keys): keys is Key[] => keys !== null).map((keys) => new Set(keys));
  return sets.length ? newestFirst.filter((id) => sets.every((s) => s.has(id))) : newestFirst;
}
