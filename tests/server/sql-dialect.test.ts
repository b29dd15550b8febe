// The dialect's fragments (server/src/db/sql/dialect.ts) answer the same on SQLite and on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterBulkWrite, asBytes, dayAt, forUpdate, greater, jsonIsTrue, jsonNumber, jsonText } from '../../server/src/db/sql/dialect';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { DATABASES, openEmpty, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

const MOSCOW = 3 * 60 * 60 * 1000;

describe.each(DATABASES)('the dialect on %s', (name) => {
  let db: SqlDb;
  beforeAll(async () => {
    db = await openEmpty(name);
    await db.run(sql`DROP TABLE IF EXISTS docs`);
    await db.run(sql`CREATE TABLE docs (id TEXT PRIMARY KEY, doc_json TEXT NOT NULL, at BIGINT NOT NULL)`);
    await db.run(sql`INSERT INTO docs (id, doc_json, at) VALUES
      ('a', ${JSON.stringify({ name: 'Пункт «Север»', cost: 390.5, enabled: true })}, ${Date.UTC(2026, 10, 28, 20, 59)}),
      ('b', ${JSON.stringify({ name: 'Склад', enabled: false })}, ${Date.UTC(2026, 10, 28, 21, 0)}),
      ('c', ${JSON.stringify({})}, 0)`);
  }, 60_000);
  afterAll(() => db?.close());

  const d = () => db.dialect;

  it('reads text, numbers and flags out of JSON documents, null where a field is absent', async () => {
    const rows = await db.all(sql<{ id: string; name: string | null; cost: number | null; flag: unknown }>`
      SELECT id, ${jsonText(d(), 'doc_json', 'name')} AS name, ${jsonNumber(d(), 'doc_json', 'cost')} AS cost,
             CASE WHEN ${jsonIsTrue(d(), 'doc_json', 'enabled')} THEN 1 ELSE 0 END AS flag
      FROM docs ORDER BY id`);
    expect(rows.map((r) => [r.id, r.name, r.cost, Number(r.flag)])).toEqual([
      ['a', 'Пункт «Север»', 390.5, 1], ['b', 'Склад', null, 0], ['c', null, null, 0],
    ]);
  });

  it('picks the greater value, names the Moscow day of a time, and answers stored text as bytes', async () => {
    expect(await db.get(sql<{ g: number }>`SELECT ${greater(d(), sql`3`, 7)} AS g`)).toEqual({ g: 7 });
    const days = await db.all(sql<{ day: string }>`SELECT ${dayAt(d(), 'at', MOSCOW)} AS day FROM docs WHERE id IN ('a', 'b') ORDER BY id`);
    expect(days.map((r) => r.day)).toEqual(['2026-11-28', '2026-11-29']);
    const bytes = await db.get(sql<{ doc: Uint8Array }>`SELECT ${asBytes(d(), 'doc_json')} AS doc FROM docs WHERE id = 'b'`);
    expect(Buffer.from(bytes!.doc).toString('utf8')).toBe(JSON.stringify({ name: 'Склад', enabled: false }));
  });

  it('locks what a transaction read for update: eight read-then-write transactions at once lose no write', async () => {
    await db.run(sql`DROP TABLE IF EXISTS tallies`);
    await db.run(sql`CREATE TABLE tallies (id BIGINT PRIMARY KEY, n BIGINT NOT NULL)`);
    await db.run(sql`INSERT INTO tallies (id, n) VALUES (1, 0)`);
    await Promise.all(Array.from({ length: 8 }, () => db.tx(async (tx) => {
      const { n } = (await tx.get(sql<{ n: number }>`SELECT n FROM tallies WHERE id = 1 ${forUpdate(tx.dialect)}`))!;
      await tx.run(sql`UPDATE tallies SET n = ${n + 1} WHERE id = 1`);
    })));
    expect(await db.get(sql`SELECT n FROM tallies WHERE id = 1`)).toEqual({ n: 8 });
  });

  it('runs what follows a bulk write (SQLite folds its log; PostgreSQL has nothing to run) and keeps the rows', async () => {
    const after = afterBulkWrite(d());
    expect(after === null).toBe(name === 'PostgreSQL');
    if (after) await db.all(after);
    expect(await db.get(sql`SELECT count(*) AS n FROM docs`)).toEqual({ n: 3 });
  });
});
