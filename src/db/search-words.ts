// Words a stored row can be found by, kept in a multi-entry index (`_words`) so text search is an
// index range, not a scan of every order on the main thread. Computed where rows are stored (the sync
// worker's pull and push), never by the UI.
import type { SyncCollection } from '../contract/sync-constants';

/** The value at a dotted path of any row; undefined where the path leaves the objects. */
const field = (row: object, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? Reflect.get(v, key) : undefined), row);

/** Lower-cased tokens of a text, split on spaces and punctuation; digits of a phone number as one token. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[\s,.;:/\\()"'«»]+/u).filter(Boolean);
}

const ORDER_SEARCH_FIELDS = ['number', 'order.clientNumber', 'orderInfo.providerNumber', 'order.barcode', 'recipient.contactName', 'recipient.city'];

function orderWords(row: object): string[] {
  const words = new Set<string>();
  for (const path of ORDER_SEARCH_FIELDS) {
    const value = field(row, path);
    if (typeof value === 'string') tokenize(value).forEach((w) => words.add(w));
  }
  const phone = field(row, 'recipient.phone');
  if (typeof phone === 'string') words.add(phone.replace(/\D/g, ''));
  words.delete('');
  return [...words];
}

/** The row as stored: the server's item plus the derived search words, for collections that have them. */
export function withSearchWords<T extends object>(collection: SyncCollection, row: T): T & { _words?: string[] } {
  return collection === 'orders' ? { ...row, _words: orderWords(row) } : row;
}
