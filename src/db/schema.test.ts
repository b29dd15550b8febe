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

/** The store as version 9 declared it, the last before statusLag, packages and the stuck orders' index. */
const VERSION_9 = {
  ...VERSION_5, orders: 'id, created, status.key, order.providerKey, shopId, platform', orderWords: 'id',
  invoices: 'id, created', operations: 'id, [account+created], [account+version]', analytics: 'key, [groupBy+savedAt]',
  modules: 'id, kind', integrations: 'id, settingsId',
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

describe('stores made by versions no longer declared', () => {
  it('a version 4 store (points one per row) opens with the points to pull again and the rest kept', async () => {
    const old = new Dexie('schema-upgrade-4');
    old.version(4).stores({ ...VERSION_5, orders: 'id, created, status.key, order.providerKey, shopId, *_words', pointPages: null, points: 'id, version' });
    await old.table('points').put({ id: 'p', version: 3 });
    await old.table('syncState').bulkPut([{ collection: 'points', cursor: '3' }, { collection: 'orders', cursor: '9' }]);
    await old.table('orders').put({ id: 'a', version: 1, created: '2026-11-20', number: 'PC-1', _words: ['pc-1'] });
    old.close();

    db = new ParcelDb('schema-upgrade-4');
    expect(db.tables.map((table) => table.name)).not.toContain('points');
    expect(await db.syncState.toArray()).toEqual([{ collection: 'orders', cursor: '9' }]);
    expect(await db.orderWords.get('a')).toEqual({ id: 'a', words: ' pc-1' });
    expect(await db.operations.count()).toBe(0);
  });

  it('a version 8 store opens at the latest with its rows, the new indexes made', async () => {
    const old = new Dexie('schema-upgrade-8');
    old.version(8).stores({
      ...VERSION_5, orders: 'id, created, status.key, order.providerKey, shopId', orderWords: 'id',
      invoices: 'id, created', operations: 'id, [account+created], [account+version]', analytics: 'key, [groupBy+savedAt]',
    });
    await old.table('invoices').put({ id: 'i', created: '2026-11-01' });
    await old.table('orders').put({ id: 'a', version: 1, created: '2026-11-20', platform: 'insales', order: { providerKey: 'cdek' }, status: { key: 'onWay', created: '2026-11-21T10:00:00.000Z' } });
    old.close();

    db = new ParcelDb('schema-upgrade-8');
    expect(await db.invoices.get('i')).toEqual({ id: 'i', created: '2026-11-01' });
    expect(await db.orders.where('platform').equals('insales').primaryKeys()).toEqual(['a']);
    expect(await db.modules.where('kind').equals('retailcrm').count()).toBe(0);
  });

  it('a version 9 store opens at 12 with its rows and an empty packages table', async () => {
    const old = new Dexie('schema-upgrade-9');
    old.version(9).stores(VERSION_9);
    await old.table('shops').put({ id: 's', version: 1, name: 'Shop' });
    await old.table('modules').put({ id: 'm', version: 1, kind: 'insales' });
    old.close();

    db = new ParcelDb('schema-upgrade-9');
    expect(db.verno).toBe(12);
    expect(await db.shops.get('s')).toMatchObject({ name: 'Shop' });
    expect(await db.modules.where('kind').equals('insales').primaryKeys()).toEqual(['m']);
    await db.packages.put({ id: 'p', version: 1, created: '', updated: '', name: 'Box S', length: 30, width: 20, height: 10, weight: 500 });
    expect(await db.packages.count()).toBe(1);
  });
});

describe("the store's upgrade to version 12", () => {
  it('a version 9 store opens at 12 with its rows, an empty status lag and the stuck orders\' index', async () => {
    const old = new Dexie('schema-upgrade-9');
    old.version(9).stores(VERSION_9);
    await old.table('orders').put({ id: 'a', version: 1, created: '2026-11-20', platform: 'insales', order: { providerKey: 'cdek' }, status: { key: 'onWay', created: '2026-11-21T10:00:00.000Z' } });
    old.close();

    db = new ParcelDb('schema-upgrade-9');
    expect(await db.orders.where('platform').equals('insales').primaryKeys()).toEqual(['a']);
    expect(await db.orders.where('[order.providerKey+status.key+status.created]').between(['cdek', 'onWay', ''], ['cdek', 'onWay', '2026-11-22']).primaryKeys()).toEqual(['a']);
    expect(await db.statusLag.get('current')).toBeUndefined();
    await db.statusLag.put({ key: 'current', items: [], etag: '"x"', syncedAt: 1 });
    expect(await db.statusLag.count()).toBe(1);
  });
});
