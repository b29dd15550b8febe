// The order list's filters (status, delivery service, shop, platform, dates and text;
// docs/decisions/orders.md). They live in the URL, so a filtered list can be bookmarked, shared and reopened offline.
import { ORDER_STATUS_KEYS } from '../../../contract/constants';
import { hasEveryPrefix, tokenize } from '../../../db/search-words';
import { isAttentionFilter, matchesAttention, type AttentionContext, type AttentionFilter } from './attention';

export type OrderFilter = {
  /** Status keys; empty = all. */
  status: string[];
  providerKey: string;
  shopId: string;
  /** Where the order came from (list/platforms: insales, retailcrm, yamarket, wildberries, api, console). */
  platform: string;
  /** YYYY-MM-DD, inclusive; '' = open. */
  from: string;
  to: string;
  /** Words of a number, client number, tracking number or recipient. */
  q: string;
  /** Orders needing attention for a reason, or for any ('' = all orders; lib/attention.ts). */
  attention: AttentionFilter | '';
};

export const EMPTY_FILTER: OrderFilter = { status: [], providerKey: '', shopId: '', platform: '', from: '', to: '', q: '', attention: '' };

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');
const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
const STATUS_KEYS: ReadonlySet<unknown> = new Set(ORDER_STATUS_KEYS);

/** The list's filter from URL search params: anything unknown or malformed falls back to "no filter" for
 *  that part (status keys the product does not have, dates that are not YYYY-MM-DD, values of another type). */
export function parseOrderFilter(search: Record<string, unknown>): OrderFilter {
  const listed = Array.isArray(search.status) ? search.status : [search.status];
  const status = [...new Set(listed.filter((s): s is string => typeof s === 'string' && STATUS_KEYS.has(s)))];
  return {
    status, providerKey: text(search.providerKey, 100), shopId: text(search.shopId, 100), platform: text(search.platform, 50),
    from: day(search.from), to: day(search.to),
    q: typeof search.q === 'string' ? search.q.slice(0, 200) : '',
    attention: isAttentionFilter(search.attention) ? search.attention : '',
  };
}


/** How many filters besides the search text are set (the phone's "Filters (N)"). */
export const activeFilterCount = (f: OrderFilter) =>
  (f.status.length > 0 ? 1 : 0) + [f.providerKey, f.shopId, f.platform, f.from, f.to, f.attention].filter(Boolean).length;

export const isFiltered = (f: OrderFilter) => activeFilterCount(f) > 0 || f.q.trim() !== '';

export const searchTokens = (q: string) => tokenize(q).slice(0, 5);

/** ISO bounds for the `created` index: the whole of the `to` day is included. */
export function createdRange(f: OrderFilter): [string, string] {
  return [f.from ? `${f.from}T00:00:00` : '', f.to ? `${f.to}T23:59:59.999\uffff` : '\uffff'];
}

type Filterable = {
  id: string;
  created?: string;
  shopId?: string | null;
  platform?: string;
  status?: { key?: string; created?: string };
  order?: { providerKey?: string };
};

/** The same filter on one row, for rows the outbox changed (they are not in the indexes yet); `words`: the
 *  row's search text (search-words.ts orderWords); `attention`: what a filter on attention judges by. */
export function matchesFilter(row: Filterable, f: OrderFilter, words: string, attention?: AttentionContext): boolean {
  const [from, to] = createdRange(f);
  const created = row.created ?? '';
  if (f.status.length && !f.status.includes(row.status?.key ?? '')) return false;
  if (f.providerKey && row.order?.providerKey !== f.providerKey) return false;
  if (f.shopId && row.shopId !== f.shopId) return false;
  if (f.platform && row.platform !== f.platform) return false;
  if (created && (created < from || created > to)) return false;
  if (f.attention && !(attention && matchesAttention(row, f.attention, attention))) return false;
  return hasEveryPrefix(words, searchTokens(f.q));
}

/** The filter as URL search params: only what is set, so a plain list has a plain URL. */
export function toOrderSearch(f: OrderFilter): Partial<OrderFilter> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')));
}

/** validateSearch of the /orders route: the search params a valid filter has; a bad URL reads as no filter. */
export const validateOrderSearch = (search: Record<string, unknown>): Partial<OrderFilter> => toOrderSearch(parseOrderFilter(search));
