import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelDb } from './schema';

/** The store as version 5 declared it, orders with their words in a multi-entry index. */
const VERSION_5 = {
  session: 'key', lists: 'name', stats: 'key',
  orders: 'id, created, status.key, order.providerKey, shopId, *_words',
  rules: 'id', connections: 'id', shops: 'id', warehouses: 'id', syncState: 'collection', syncStatus: 'key',
  outbox: '++seq, &id, lane, state', files: 'id, savedAt', pointCatalog: 'key', pointPages: '++seq, pass',
};

let db: ParcelDb | undefined;
afterEach(() => db?.delete());

describe('the store\'s upgrade to version 6', () => {
  it('moves the orders\' search words to orderWords and drops them and their index from the rows', async () => {
    const old = new Dexie('schema-upgrade-6');
    old.version(5).stores(VERSION_5);
    await old.table('orders').bulkPut([
      { id: 'a', version: 1, created: '2026-11-20', number: 'PC-1', recipient: { contactName: 'Иванова' }, _pass: 2, _words: ['pc-1', 'иванова'] },
      { id: 'b', version: 1, created: '2026-11-21', number: 'PC-2', _words: ['pc-2'] },
    ]);
    await old.table('shops').put({ id: 's', version: 1, name: 'Shop' });
    old.close();

    db = new ParcelDb('schema-upgrade-6');
    expect(await db.orders.get('a')).toEqual({ id: 'a', version: 1, created: '2026-11-20', number: 'PC-1', recipient: { contactName: 'Иванова' }, _pass: 2 });
    expect(await db.orderWords.toArray()).toEqual([{ id: 'a', words: ' pc-1 иванова' }, { id: 'b', words: ' pc-2' }]);
    expect(db.orders.schema.indexes.map((index) => index.name)).not.toContain('_words');
    expect(await db.orders.orderBy('created').primaryKeys()).toEqual(['a', 'b']);
    expect(await db.shops.get('s')).toMatchObject({ name: 'Shop' });
  });
});
