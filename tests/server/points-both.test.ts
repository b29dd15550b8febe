// The points area on the data layer (docs/decisions/database.md, "Steps"), on SQLite and on PostgreSQL: a point
// written takes its own version last and lists as written, a deletion leaves its tombstone under the next
// version, and one company's two exports started at once make one job and one refusal (409 040903); so do two
// uploads of one integration, whose points are chosen from the items' JSON on either database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../src/contract';
import { pointPage, pointWhere } from '../../server/src/db/repos/point-list';
import { pointUploadsPage, pointUploadsRepo } from '../../server/src/db/repos/point-uploads';
import { POINT_COLUMNS, pointRow, pointsRepo } from '../../server/src/db/repos/points';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { ApiFailure } from '../../server/src/lib/api-failure';
import { choosePoints } from '../../server/src/modules/upload-selection';
import { startPointExport } from '../../server/src/points/start-export';
import { DATABASES, openMigrated, stopCluster, type DatabaseName } from '../support/both-databases';

afterAll(stopCluster);

const POINT: Point = {
  id: 'cdek-KZN1', version: 0, providerKey: 'cdek', code: 'KZN1', name: 'СДЭК на Баумана', type: 1, postIndex: '420111',
  lat: 55.79, lng: 49.11, countryCode: 'RU', region: 'Республика Татарстан', city: 'Казань', cityGuid: '', street: 'ул. Баумана',
  house: '1', block: '', office: '', address: 'ул. Баумана, 1', url: '', email: '', phone: '', timetable: 'Пн-Вс 10:00-21:00',
  worktime: [], fittingRoom: false, cod: true, paymentCash: true, paymentCard: true, availableOperation: 3, description: '',
  photos: [], metro: [], limits: { maxWeight: 30000, maxSizeA: 120, maxSizeB: 80, maxSizeC: 50, maxCod: null }, enabled: true,
};

/** A point as the seed writes it: under a version of its own, its row, then its item under the row's seq. */
async function addPoint(db: SqlDb, point: Point): Promise<void> {
  const { value } = (await db.get(sql<{ value: number }>`UPDATE change_version SET value = value + 1 WHERE id = 1 RETURNING value`))!;
  const { row, docJson } = pointRow({ ...point, version: value });
  const values = sql.join(POINT_COLUMNS.map((c) => sql`${row[c]}`));
  const { seq } = (await db.get(sql<{ seq: number }>`INSERT INTO points (${sql.join(POINT_COLUMNS.map((c) => sql.ref(c)))}) VALUES (${values}) RETURNING seq`))!;
  await db.run(sql`INSERT INTO point_docs (seq, doc_json) VALUES (${seq}, ${docJson})`);
}

const counter = async (db: SqlDb) => (await db.get(sql<{ value: number }>`SELECT value FROM change_version WHERE id = 1`))!.value;

/** The layer for `n` racing callers: each caller's first statement (the early check) waits until all of them
 *  ran theirs, so every one passes the check before any writes and the insert alone must decide. */
function inStep(db: SqlDb, n: number): SqlDb[] {
  let arrived = 0;
  let release = () => {};
  const together = new Promise<void>((resolve) => (release = resolve));
  return Array.from({ length: n }, () => {
    let first = true;
    return {
      ...db,
      get: async (statement) => {
        const row = await db.get(statement);
        if (first) {
          first = false;
          if (++arrived === n) release();
          await together;
        }
        return row;
      },
    } satisfies SqlDb;
  });
}

async function open(name: DatabaseName): Promise<SqlDb> {
  const db = await openMigrated(name);
  // As the server opens its file (db/open.ts): a point's item goes with it.
  if (db.dialect === 'sqlite') await db.run(sql`PRAGMA foreign_keys = ON`);
  return db;
}

describe.each(DATABASES)('the points area on %s', (name) => {
  let db: SqlDb;
  beforeAll(async () => {
    db = await open(name);
    await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Тест', 0), (2, 'Другая', 0)`);
  }, 60_000);
  afterAll(() => db?.close());

  it('saves a point under the next version, written in its row and its item, and lists it as saved', async () => {
    await addPoint(db, { ...POINT, id: 'cdek-KZN1' });
    await addPoint(db, { ...POINT, id: 'cdek-KZN2', code: 'KZN2', city: 'Тверь' });
    const before = await counter(db);
    const repo = pointsRepo(db);
    const saved = await repo.save({ ...(await repo.byId('cdek-KZN1'))!, timetable: 'Пн-Пт 10:00-19:00', enabled: false });
    expect(saved.version).toBe(before + 1);
    expect(await counter(db)).toBe(before + 1);
    expect(await db.get(sql`SELECT version, enabled FROM points WHERE id = 'cdek-KZN1'`)).toEqual({ version: before + 1, enabled: 0 });
    expect(await repo.byId('cdek-KZN1')).toEqual(saved);
    // The filter folds the city as the list does: lower case finds it, on both databases.
    const page = await pointPage(db, pointWhere('city=казань;enabled=0'), { page: 1, limit: 10 });
    expect({ total: page.total, items: page.docs.map((d) => JSON.parse(d)) }).toEqual({ total: 1, items: [saved] });
    expect((await pointPage(db, pointWhere('name%баумана'), { page: 2, limit: 1 })).docs.map((d) => JSON.parse(d).id)).toEqual(['cdek-KZN2']);
    // A point that is not there is not saved, and its version is given back with the transaction.
    await expect(repo.save({ ...POINT, id: 'nowhere' })).rejects.toThrow('no point nowhere to save');
    expect(await counter(db)).toBe(before + 1);
  });

  it('deletes a point with its item and leaves its tombstone under the next version', async () => {
    await addPoint(db, { ...POINT, id: 'cdek-GONE', code: 'GONE' });
    const before = await counter(db);
    const repo = pointsRepo(db);
    expect(await repo.remove('cdek-GONE', 1234)).toBe(true);
    expect(await db.all(sql`SELECT collection, id, version, deleted_at FROM global_tombstones`)).toEqual([
      { collection: 'points', id: 'cdek-GONE', version: before + 1, deleted_at: 1234 },
    ]);
    expect(await repo.byId('cdek-GONE')).toBeUndefined();
    expect(await db.get(sql`SELECT count(*) AS n FROM point_docs d WHERE NOT EXISTS (SELECT 1 FROM points p WHERE p.seq = d.seq)`)).toEqual({ n: 0 });
    expect(await repo.remove('cdek-GONE', 5678)).toBe(false);
    expect(await counter(db)).toBe(before + 1);
  });

  it("starts one of a company's two exports begun at once; the other is refused with 409 040903, never a 500", async () => {
    const start = (companyId: number, userId: number, on = db) =>
      startPointExport(on, { companyId, userId, filter: 'city=казань', lang: 'ru' }, 1000).then(
        (job) => ({ job }),
        (error: unknown) => ({ error }),
      );
    const [one, two] = inStep(db, 2);
    const both = await Promise.all([start(1, 10, one), start(1, 11, two)]);
    const made = both.flatMap((r) => ('job' in r ? [r.job] : []));
    const refused = both.flatMap((r) => ('error' in r ? [r.error] : []));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ company_id: 1, status: 'queued', filter: 'city=казань', total: 1 });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(ApiFailure);
    expect(refused[0]).toMatchObject({ status: 409, code: '040903' });
    expect(await db.all(sql`SELECT company_id FROM point_exports WHERE status = 'queued' ORDER BY company_id`)).toEqual([{ company_id: 1 }]);
    // Another company's export is its own; a finished one frees the company's slot.
    expect((await start(2, 20))).toHaveProperty('job');
    await db.run(sql`UPDATE point_exports SET status = 'done' WHERE company_id = 1`);
    expect((await start(1, 10))).toHaveProperty('job');
  });

  it("makes one of an integration's two uploads begun at once, lists them newest first and chooses their points", async () => {
    const tasks = pointUploadsRepo(db);
    const both = await Promise.all([tasks.create(1, 'int-1', 2000), tasks.create(1, 'int-1', 2000)]);
    expect(both.filter((task) => task === undefined)).toHaveLength(1);
    const first = both.find((task) => task !== undefined)!;
    expect(first).toMatchObject({ company_id: 1, integration_id: 'int-1', status: 'queued', errors_json: '[]' });
    await db.run(sql`UPDATE point_upload_tasks SET status = 'done' WHERE id = ${first.id}`);
    const second = (await tasks.create(1, 'int-1', 2000))!;
    const page = (filter: Array<{ sql: string; params: string[] }>) => pointUploadsPage(db, 'int-1', filter, { page: 1, limit: 10 });
    // Made in one millisecond: the ids keep the order they were made in.
    expect((await page([])).rows.map((task) => task.id)).toEqual([second.id, first.id]);
    expect(await page([{ sql: 'status = ?', params: ['queued'] }])).toMatchObject({ total: 1, rows: [{ id: second.id }] });

    await addPoint(db, { ...POINT, id: 'cdek-TVR1', code: 'TVR1', region: 'Тверская область', timetable: '' });
    await addPoint(db, { ...POINT, id: 'boxberry-TVR2', providerKey: 'boxberry', region: 'Тверская область' });
    const selection = { pointRegions: ['Тверская область'], pointTypes: [1], codFilter: 'all' as const, providerKeys: ['cdek'] };
    const chosen = [];
    for await (const some of choosePoints(db, selection)) chosen.push(...some);
    expect(chosen).toEqual([{ id: 'cdek-TVR1', name: POINT.name, code: 'TVR1', address: POINT.address, providerKey: 'cdek', timetable: '' }]);
  });
});
