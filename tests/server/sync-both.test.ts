// The sync read path on SQLite and on PostgreSQL (docs/sync.md): a pass from scratch of orders brings a
// company's orders newest first by their snapshot key (migration 0022's seq, not SQLite's rowid), then what
// was written during the pass; points come as their stored bytes, the named city first; the tombstone purge
// raises the horizon past exactly what it removed, however many instances purge at once; the demo switch ends
// one company's cursors only.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany } from '../../server/src/db/repos/companies';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { createOrder } from '../../server/src/orders/create-order';
import type { OrderCall } from '../../server/src/orders/order-call';
import { currentVersion, PAGE_READ } from '../../server/src/sync/changes';
import { parseCursor } from '../../server/src/sync/cursor';
import { expireCompanyCursors } from '../../server/src/sync/expire-cursors';
import { globalSyncHorizon, syncHorizon } from '../../server/src/sync/horizon';
import { purgeTombstones } from '../../server/src/sync/purge-tombstones';
import { readPage, type ReadPage } from '../../server/src/sync/read-page';
import { SYNC_SOURCES } from '../../server/src/sync/sources';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';
import { addCdekTariff } from '../support/orders-both';
import { plainOrderBody } from './order-fixtures';

afterAll(stopCluster);

const NOW = Date.UTC(2026, 10, 29, 12);
const DAY = 24 * 60 * 60 * 1000;
/** Emptied before each test: on PostgreSQL the file's tests share one database. */
const TABLES = [
  'order_logs', 'order_status_history', 'orders', 'order_ids', 'order_numbers', 'billing_operations', 'account_balances',
  'point_docs', 'points', 'tombstones', 'global_tombstones', 'company_sync_horizon', 'users', 'tariffs', 'providers', 'companies',
];

describe.each(DATABASES)('sync on %s', (name) => {
  let db: SqlDb;
  let tariffId: number;

  beforeAll(async () => {
    db = await openMigrated(name);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    for (const table of TABLES) await db.run(sql`DELETE FROM ${sql.table(table)}`);
    await db.run(sql`UPDATE sync_horizon SET version = 0 WHERE id = 1`);
    tariffId = await addCdekTariff(db);
  });

  const order = (companyId: number, id: string) => createOrder({
    db, companyId, userId: 0, lang: 'ru', tracingId: 'sync-both', url: '/v1/app/orders', now: NOW,
  } satisfies OrderCall, plainOrderBody({ id, clientNumber: `N-${id}`, providerKey: 'cdek', tariffId, deliveryType: 1 }));

  /** One page of orders after the raw cursor ('' starts a pass), as the route reads it: in one snapshot. */
  const page = (companyId: number, raw: string): Promise<ReadPage> => db.tx(async (tx) => {
    const cursor = parseCursor(raw || undefined, await currentVersion(tx));
    return readPage(tx, 'orders', SYNC_SOURCES.orders!, { companyId, providers: null }, { cursor, fromScratch: !raw, limit: 2, ahead: 4 });
  }, PAGE_READ);

  it('brings a company\'s orders newest written first by their key, then the orders written during the pass', async () => {
    const [a, b] = [await createCompany(db, 'Первый', NOW, { moneyKopecks: 1_000_000 }), await createCompany(db, 'Второй', NOW, { moneyKopecks: 1_000_000 })];
    for (let i = 0; i < 5; i++) {
      await order(a, `a-${i}`);
      await order(b, `b-${i}`);
    }
    // An edit after all the creates: the key, not the version, orders the pass.
    await db.run(sql`UPDATE orders SET version = (SELECT value FROM change_version WHERE id = 1) WHERE id = 'a-1'`);
    const pages: ReadPage[] = [];
    for (let raw = ''; ;) {
      const got = await page(a, raw);
      pages.push(got);
      if (pages.length === 1) await order(a, 'a-late');
      if (!got.hasMore) break;
      raw = got.next;
    }
    const ids = pages.flatMap((p) => p.rows.map((row) => row.id));
    expect(ids).toEqual(['a-4', 'a-3', 'a-2', 'a-1', 'a-0', 'a-late']);
    const keys = pages.slice(0, 3).flatMap((p) => p.rows.map((row) => Number(row._key)));
    expect(keys).toEqual([...keys].sort((x, y) => y - x));
    expect(pages[0]!.next).toMatch(/^s\d+\.0\.\d+\./);
    // The first page planned the pages after the next one: the snapshot's last; no tail yet, as nothing followed.
    expect(pages[0]!.ahead).toEqual([pages[1]!.next]);
    expect(pages.at(-1)!.total).toBe(6);
  });

  it('brings points as their stored bytes, the named city first, then a removal after the pass', async () => {
    const docs = new Map<string, string>();
    for (const [i, city] of ['москва', 'казань', 'москва', 'казань'].entries()) {
      const id = `p-${i}`;
      const point = await db.get(sql<{ seq: number }>`
        INSERT INTO points (id, version, provider_key, code, type, available_operation, payment_card, payment_cash, cod, enabled,
                            name_search, city_search, post_index, lat, lng)
        VALUES (${id}, ${i + 1}, 'cdek', ${id}, 1, 3, 1, 1, 1, 1, 'пункт', ${city}, '420111', 55.7, 49.1) RETURNING seq`);
      docs.set(id, JSON.stringify({ id, city, name: 'Пункт «Север»' }));
      await db.run(sql`INSERT INTO point_docs (seq, doc_json) VALUES (${point!.seq}, ${docs.get(id)!})`);
    }
    await db.run(sql`UPDATE change_version SET value = 4 WHERE id = 1`);
    const read = (raw: string, near?: string) => db.tx(async (tx) => {
      const cursor = parseCursor(raw || undefined, await currentVersion(tx));
      return readPage(tx, 'points', SYNC_SOURCES.points!, { companyId: 0, providers: null }, { cursor, fromScratch: !raw, limit: 10, ahead: 0, near });
    }, PAGE_READ);
    const pass = await read('', 'Казань');
    const items = pass.rows.map((row) => SYNC_SOURCES.points!.itemJson(row, 'ru'));
    expect(items.map((item) => Buffer.isBuffer(item))).toEqual([true, true, true, true]);
    expect(items.map((item) => JSON.parse(item.toString()).id)).toEqual(['p-1', 'p-3', 'p-0', 'p-2']);
    expect(items.map((item) => item.toString())).toEqual(['p-1', 'p-3', 'p-0', 'p-2'].map((id) => docs.get(id)));
    await db.run(sql`DELETE FROM points WHERE id = 'p-3'`);
    await db.run(sql`INSERT INTO global_tombstones (collection, id, version, deleted_at) VALUES ('points', 'p-3', 5, ${NOW})`);
    await db.run(sql`UPDATE change_version SET value = 5 WHERE id = 1`);
    const after = await read(pass.next);
    expect([after.rows, after.deleted, after.total]).toEqual([[], ['p-3'], 3]);
  });

  it('purges old tombstones and raises the horizon past exactly them, however many instances purge at once', async () => {
    const company = await createCompany(db, 'Магазин', NOW);
    await db.run(sql`INSERT INTO tombstones (collection, company_id, id, version, deleted_at) VALUES
      ('shops', ${company}, 'old-1', 5, ${NOW - 40 * DAY}), ('shops', ${company}, 'old-2', 9, ${NOW - 31 * DAY}),
      ('shops', ${company}, 'new', 12, ${NOW - DAY})`);
    await db.run(sql`INSERT INTO global_tombstones (collection, id, version, deleted_at) VALUES
      ('points', 'p-old', 7, ${NOW - 35 * DAY}), ('points', 'p-new', 11, ${NOW})`);
    await Promise.all(Array.from({ length: 4 }, () => purgeTombstones(db, NOW - 30 * DAY)));
    expect(await db.all(sql`SELECT id FROM tombstones ORDER BY id`)).toEqual([{ id: 'new' }]);
    expect(await db.all(sql`SELECT id FROM global_tombstones ORDER BY id`)).toEqual([{ id: 'p-new' }]);
    expect(await globalSyncHorizon(db)).toBe(9);
    expect(await syncHorizon(db, company)).toBe(9);
    // Nothing old is left: a purge later on leaves the horizon where it is.
    await purgeTombstones(db, NOW - 30 * DAY);
    expect(await globalSyncHorizon(db)).toBe(9);
  });

  it('ends one company\'s cursors past the newest version, the other\'s and the global horizon untouched', async () => {
    const [a, b] = [await createCompany(db, 'Первый', NOW), await createCompany(db, 'Второй', NOW)];
    await db.run(sql`INSERT INTO tombstones (collection, company_id, id, version, deleted_at) VALUES
      ('shops', ${a}, 'gone-a', 3, ${NOW}), ('shops', ${b}, 'gone-b', 4, ${NOW})`);
    const before = await currentVersion(db);
    const horizons = await Promise.all([expireCompanyCursors(db, a), expireCompanyCursors(db, a)]);
    expect(Math.min(...horizons)).toBeGreaterThan(before);
    expect(await syncHorizon(db, a)).toBe(Math.max(...horizons));
    expect(await syncHorizon(db, b)).toBe(0);
    expect(await globalSyncHorizon(db)).toBe(0);
    expect(await db.all(sql`SELECT id FROM tombstones`)).toEqual([{ id: 'gone-b' }]);
  });
});
