// The order list on the data layer (server/src/db/order-list-read.ts), the same on SQLite and PostgreSQL: the
// company's orders newest first (ties by id), the total under the filter, pages by the key, every filter of the
// list, and the same answer's bytes on both databases; on a SQLite file, a reader thread answers the bytes the
// list answers in place (server/src/db/read-pool.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/src/db/migrate';
import { orderListBody, type OrderListRead } from '../../server/src/db/order-list-read';
import { closeReadPool, readPool } from '../../server/src/db/read-pool';
import { createCompany } from '../../server/src/db/repos/companies';
import { ORDER_FILTER_FIELDS, orderSpecialConditions } from '../../server/src/db/repos/order-list';
import { overSqlite } from '../../server/src/db/sql/open-sql-db';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { filterToSql, parseFilter } from '../../server/src/lib/filter';
import { createOrder } from '../../server/src/orders/create-order';
import type { OrderCall } from '../../server/src/orders/order-call';
import { DATABASES, openMigrated, stopCluster, type DatabaseName } from '../support/both-databases';
import { plainOrderBody } from './order-fixtures';

afterAll(async () => {
  stopCluster();
  await closeReadPool();
});

const NOW = Date.UTC(2026, 10, 29, 12);
const MINUTE = 60_000;

/** Orders of the first company: [id, minutes after NOW, service, delivery type, recipient]; two made at one moment. */
const ORDERS: Array<[string, number, 'cdek' | 'boxberry', 1 | 2, string]> = [
  ['a1', 0, 'cdek', 1, 'Пётр Ёлкин'],
  ['a2', 1, 'boxberry', 2, 'Иван Смирнов'],
  ['a3', 2, 'cdek', 2, 'Ирина Иванова'],
  ['a4', 3, 'cdek', 1, 'Олег Петров'],
  ['a5', 3, 'boxberry', 1, 'Анна Ёлкина'],
  ['a6', 4, 'cdek', 1, 'Мария Кузнецова'],
  ['a7', 5, 'boxberry', 2, 'Сергей Иванов'],
];

/** The providers and a tariff of each for both delivery types, then the two companies and their orders. */
async function seedOrders(db: SqlDb): Promise<number> {
  const tariffs = new Map<string, number>();
  for (const [sort, key] of ['cdek', 'boxberry'].entries()) {
    await db.run(sql`INSERT INTO providers (key, name, description_ru, description_en, enabled, sort) VALUES (${key}, ${key}, '', '', 1, ${sort})`);
    for (const deliveryType of [1, 2]) {
      const tariff = await db.get(sql<{ id: number }>`
        INSERT INTO tariffs (provider_key, name_ru, name_en, description_ru, description_en, weight_min, weight_max, pickup_type, delivery_type, code)
        VALUES (${key}, 'Тариф', 'Tariff', '', '', 0, 30000, 2, ${deliveryType}, ${`t${deliveryType}`}) RETURNING id`);
      tariffs.set(`${key}/${deliveryType}`, tariff!.id);
    }
  }
  const first = await createCompany(db, 'Первая', NOW);
  const second = await createCompany(db, 'Вторая', NOW);
  const call = (companyId: number, now: number): OrderCall => ({
    db, companyId, userId: 0, lang: 'ru', tracingId: 'order-list-both', url: '/v1/app/orders', now,
  });
  const body = (id: string, providerKey: string, deliveryType: 1 | 2, contactName: string) =>
    plainOrderBody({ id, clientNumber: `C-${id}`, providerKey, tariffId: tariffs.get(`${providerKey}/${deliveryType}`)!, deliveryType, contactName });
  for (const [id, minutes, providerKey, deliveryType, name] of ORDERS) {
    await createOrder(call(first, NOW + minutes * MINUTE), body(id, providerKey, deliveryType, name));
  }
  await createOrder(call(second, NOW + 9 * MINUTE), body('b1', 'cdek', 1, 'Пётр Ёлкин'));
  // Two orders moved on, as the simulator would have taken them.
  await db.run(sql`UPDATE orders SET status_key = 'delivered', provider_number = 'CD-7' WHERE id IN ('a2', 'a6')`);
  return first;
}

/** The list's answer as the route reads it: the filter's conditions, those on `created` and `q`, and paging. */
function listRead(companyId: number, filter: string, page = 1, limit = 100): OrderListRead {
  const conditions = parseFilter(filter, ORDER_FILTER_FIELDS);
  const where = [...filterToSql(conditions, ORDER_FILTER_FIELDS), ...orderSpecialConditions(conditions)];
  return { companyId, where, paging: { page, limit }, lang: 'ru' };
}

type ListAnswer = { total: number; items: Array<{ id: string }> };
const ids = (answer: ListAnswer) => answer.items.map((o) => o.id);

/** Every answer's bytes per database, compared across them at the end. */
const answered = new Map<DatabaseName, string[]>();

describe.each(DATABASES)('the order list on %s', (name) => {
  let db: SqlDb;
  let companyId: number;
  const bytes: string[] = [];
  const list = async (filter: string, page = 1, limit = 100): Promise<ListAnswer> => {
    const text = (await orderListBody(db, listRead(companyId, filter, page, limit))).toString('utf8');
    bytes.push(text);
    return JSON.parse(text) as ListAnswer;
  };

  beforeAll(async () => {
    db = await openMigrated(name);
    companyId = await seedOrders(db);
    answered.set(name, bytes);
  }, 60_000);
  afterAll(() => db?.close());

  it('answers the company\'s orders newest first, ties by id, and pages them by the key with the total', async () => {
    const all = await list('');
    expect(all.total).toBe(7);
    expect(ids(all)).toEqual(['a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1']);
    const second = await list('', 2, 3);
    expect({ total: second.total, ids: ids(second) }).toEqual({ total: 7, ids: ['a4', 'a3', 'a2'] });
    const last = await list('', 3, 3);
    expect({ total: last.total, ids: ids(last) }).toEqual({ total: 7, ids: ['a1'] });
    expect(await list('', 4, 3)).toEqual({ total: 7, items: [] });
  });

  it.each([
    ['status=delivered', ['a6', 'a2']],
    ['status=[delivered,uploading]', ['a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1']],
    ['providerKey=boxberry', ['a7', 'a5', 'a2']],
    ['status=uploading;providerKey=cdek', ['a4', 'a3', 'a1']],
    ['deliveryType=2', ['a7', 'a3', 'a2']],
    ['providerNumber=CD-7', ['a6', 'a2']],
    ['clientNumber=C-a4', ['a4']],
    ['clientNumber%a5', ['a5']],
    [`created>${new Date(NOW + 2 * MINUTE).toISOString()}`, ['a7', 'a6', 'a5', 'a4']],
    [`created<${NOW + MINUTE}`, ['a1']],
    [`created=${NOW + 3 * MINUTE}`, ['a5', 'a4']],
    ['q%ёлкин', ['a5', 'a1']],
    ['q%ИВАНОВ', ['a7', 'a3']],
    ['q%9123456789', ['a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1']],
  ])('filters by %s, counting what it finds', async (filter, expected) => {
    const answer = await list(filter);
    expect(ids(answer)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
  });

  it('counts a filtered list past its page, and answers the page that is asked for', async () => {
    const page = await list('providerKey=cdek', 2, 2);
    expect({ total: page.total, ids: ids(page) }).toEqual({ total: 4, ids: ['a3', 'a1'] });
  });

  it('reads in place when the pool is given no file, with the same bytes', async () => {
    const read = listRead(companyId, 'status=uploading', 1, 2);
    const inPlace = await readPool(db, null).orderList(read);
    expect(inPlace.toString('utf8')).toBe((await orderListBody(db, read)).toString('utf8'));
  });
});

describe('the order list on every database', () => {
  it.runIf(DATABASES.length > 1)('answers the same bytes on SQLite and PostgreSQL', () => {
    const [sqlite, postgres] = DATABASES.map((name) => answered.get(name)!);
    expect(sqlite!.length).toBeGreaterThan(10);
    expect(postgres).toEqual(sqlite);
  });
});

describe('the order list on a SQLite file', () => {
  it('answers from a reader thread the bytes it answers in place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'order-list-both-'));
    const file = join(dir, 'parcel.sqlite');
    const handle = new Database(file);
    try {
      handle.pragma('journal_mode = WAL');
      migrate(handle);
      const db = overSqlite(handle);
      const companyId = await seedOrders(db);
      for (const [filter, page, limit] of [['', 1, 100], ['providerKey=cdek', 2, 2], ['q%ёлкин', 1, 10]] as const) {
        const read = listRead(companyId, filter, page, limit);
        const threaded = await readPool(db, file).orderList(read);
        const inPlace = await readPool(db, null).orderList(read);
        expect(threaded.toString('utf8')).toBe(inPlace.toString('utf8'));
        expect(JSON.parse(threaded.toString('utf8')).total).toBeGreaterThan(0);
      }
    } finally {
      handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
