import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { hasEveryPrefix, orderWords, tokenize, wordsTable, writeWords } from './search-words';

const order = {
  id: 'x', number: 'PC-0012345', order: { clientNumber: 'SHOP/77', barcode: null },
  orderInfo: { providerNumber: '1099-A' }, recipient: { contactName: 'Иванова Анна', city: 'Москва', phone: '+7 (916) 123-45-67' },
};

describe('search words of an order', () => {
  it('holds numbers, the recipient and the phone digits, lower-cased, each after one space', () => {
    expect(orderWords(order)).toBe(' pc-0012345 shop 77 1099-a иванова анна москва 79161234567');
  });

  it('has no words for an order without the fields', () => {
    expect(orderWords({ id: 'y', recipient: { phone: '' } })).toBe('');
  });

  it('finds a row when every token starts one of its words, never by the middle of a word', () => {
    const words = orderWords(order);
    expect(hasEveryPrefix(words, ['иван', '7916'])).toBe(true);
    expect(hasEveryPrefix(words, ['pc-001', 'москва'])).toBe(true);
    expect(hasEveryPrefix(words, ['0012345'])).toBe(false);
    expect(hasEveryPrefix(words, ['иван', 'петров'])).toBe(false);
    expect(hasEveryPrefix(words, [])).toBe(true);
  });

  it('splits on spaces and punctuation', () => {
    expect(tokenize(' Анна, Иванова ')).toEqual(['анна', 'иванова']);
  });
});

describe('the companion table of search words', () => {
  let db: Dexie;
  afterEach(() => db?.delete());

  it('exists for orders only', () => {
    db = new Dexie('search-words-tables');
    db.version(1).stores({ orderWords: 'id' });
    expect(wordsTable(db, 'orders')?.name).toBe('orderWords');
    expect(wordsTable(db, 'shops')).toBeNull();
    expect(writeWords(db, 'shops', [{ id: 's' }], ['t'])).toEqual([]);
  });

  it('puts the words of stored rows, then deletes those of deleted ids', async () => {
    db = new Dexie('search-words-writes');
    db.version(1).stores({ orderWords: 'id' });
    await db.table('orderWords').put({ id: 'gone', words: ' old' });
    const zed = { id: 'z', number: 'Z-1' };
    await db.transaction('rw', db.table('orderWords'), () => Promise.all(writeWords(db, 'orders', [order, zed], ['gone'])));
    expect(await db.table('orderWords').toArray()).toEqual([
      { id: 'x', words: orderWords(order) },
      { id: 'z', words: ' z-1' },
    ]);
  });
});
