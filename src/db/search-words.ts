// Words a stored row can be found by, kept beside the row in a companion table as one text, each word
// preceded by a space (" pc-0012345 иванова москва 79161234567"): a search reads the whole table in memory
// and keeps the rows whose text includes " " + each token. A multi-entry index of the words made the
// orders' copy to the device three times slower to write (docs/decisions/orders.md). Written by the sync
// worker in the same transaction as the rows (pull and push), never by the UI.
import type { Dexie, Table } from 'dexie';
import type { SyncCollection } from '../contract/sync-constants';

/** A row's search text in its collection's companion table, keyed by the row's id. */
export type WordsRow = { id: string; words: string };

/** The collections with search words, and their companion table. */
export const WORDS_TABLES = { orders: 'orderWords' } as const satisfies Partial<Record<SyncCollection, string>>;

/** The value at a dotted path of any row; undefined where the path leaves the objects. */
const field = (row: object, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? Reflect.get(v, key) : undefined), row);

/** Lower-cased tokens of a text, split on spaces and punctuation; digits of a phone number as one token. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[\s,.;:/\\()"'«»]+/u).filter(Boolean);
}

const ORDER_SEARCH_FIELDS = ['number', 'order.clientNumber', 'orderInfo.providerNumber', 'order.barcode', 'recipient.contactName', 'recipient.city'];

/** An order's search text: its words, each preceded by one space. */
export function orderWords(row: object): string {
  const words = new Set<string>();
  for (const path of ORDER_SEARCH_FIELDS) {
    const value = field(row, path);
    if (typeof value === 'string') tokenize(value).forEach((w) => words.add(w));
  }
  const phone = field(row, 'recipient.phone');
  if (typeof phone === 'string') words.add(phone.replace(/\D/g, ''));
  words.delete('');
  return [...words].map((w) => ` ${w}`).join('');
}

/** True when every token is the start of some word of the text (tokens hold no spaces: tokenize). */
export const hasEveryPrefix = (words: string, tokens: string[]): boolean => tokens.every((token) => words.includes(` ${token}`));

/** The companion table of a collection's search words, or null for a collection without them. */
export function wordsTable(db: Dexie, collection: SyncCollection): Table<WordsRow, string> | null {
  return Object.hasOwn(WORDS_TABLES, collection) ? db.table(WORDS_TABLES[collection as keyof typeof WORDS_TABLES]) : null;
}

/** Issues the companion's writes for stored rows and deleted ids, in this order (as the rows' own), inside
 *  the caller's transaction, which must include wordsTable(collection). None for a collection without words. */
export function writeWords(db: Dexie, collection: SyncCollection, rows: Array<{ id: string }>, deleted: string[]): Array<Promise<unknown>> {
  const table = wordsTable(db, collection);
  if (!table) return [];
  return [
    ...(rows.length ? [table.bulkPut(rows.map((row) => ({ id: row.id, words: orderWords(row) })))] : []),
    ...(deleted.length ? [table.bulkDelete(deleted)] : []),
  ];
}
