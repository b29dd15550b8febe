// The ids of the orders a filter selects, newest first, answered from indexes (keys, never whole orders)
// and, for words, the orders' search text kept in memory (order-words.ts); the screen then reads just the
// rows it draws. Main-thread cost at 10,000 orders: docs/decisions/orders.md.
import { db } from '../../../db/db';
import { hasEveryPrefix } from '../../../db/search-words';
import type { AttentionContext } from '../lib/attention';
import { createdRange, searchTokens, type OrderFilter } from '../lib/order-filter';
import { attentionIds } from './attention-ids';
import { orderWordsRows } from './order-words';

type Key = string;

async function idsWithWords(tokens: string[]): Promise<Key[]> {
  const rows = await orderWordsRows();
  return rows.filter((row) => hasEveryPrefix(row.words, tokens)).map((row) => row.id);
}

/** `attention`: what a filter on attention judges by (read once per list, attention-context.ts). */
export async function queryOrderIds(filter: OrderFilter, attention?: AttentionContext): Promise<Key[]> {
  const [from, to] = createdRange(filter);
  const tokens = searchTokens(filter.q);
  const byDate = filter.from || filter.to ? db.orders.where('created').between(from, to, true, true) : db.orders.orderBy('created');
  const [newestFirst, ...narrowing] = await Promise.all([
    byDate.reverse().primaryKeys(),
    filter.status.length ? db.orders.where('status.key').anyOf(filter.status).primaryKeys() : null,
    filter.providerKey ? db.orders.where('order.providerKey').equals(filter.providerKey).primaryKeys() : null,
    filter.shopId ? db.orders.where('shopId').equals(filter.shopId).primaryKeys() : null,
    filter.platform ? db.orders.where('platform').equals(filter.platform).primaryKeys() : null,
    tokens.length ? idsWithWords(tokens) : null,
    filter.attention ? (attention ? attentionIds(filter.attention, attention) : new Set<Key>()) : null,
  ]);
  const sets = narrowing.filter((keys): keys is Key[] | Set<Key> => keys !== null).map((keys) => new Set(keys));
  return sets.length ? newestFirst.filter((id) => sets.every((s) => s.has(id))) : newestFirst;
}
