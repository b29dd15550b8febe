// The data layer (server/src/db/sql/) on both databases: the same statements, parameters and transactions on
// SQLite and on a throwaway PostgreSQL cluster (tests/support/pg-cluster.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { DATABASES, openEmpty, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

describe.each(DATABASES)('the data layer on %s', (name) => {
  let db: SqlDb;
  beforeAll(async () => {
    db = await openEmpty(name);
    await db.run(sql`DROP TABLE IF EXISTS counters`);
    await db.run(sql`CREATE TABLE counters (name TEXT PRIMARY KEY, value BIGINT NOT NULL)`);
  }, 60_000);
  afterAll(() => db?.close());

  it('runs statements with parameters, and answers counts and big integers as numbers', async () => {
    expect(await db.run(sql`INSERT INTO counters (name, value) VALUES (${'a'}, ${2 ** 40}), (${'b'}, ${0})`)).toBe(2);
    expect(await db.get(sql<{ value: number }>`SELECT value FROM counters WHERE name = ${'a'}`)).toEqual({ value: 2 ** 40 });
    expect(await db.get(sql<{ n: number }>`SELECT count(*) AS n FROM counters`)).toEqual({ n: 2 });
    expect(await db.all(sql<{ name: string }>`SELECT name FROM counters ORDER BY name`)).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(await db.get(sql`SELECT name FROM counters WHERE name = ${'none'}`)).toBeUndefined();
  });

  it('commits a transaction whole, undoes it whole on a throw, and joins a nested one', async () => {
    await db.tx(async (tx) => {
      await tx.run(sql`UPDATE counters SET value = value + 1 WHERE name = 'b'`);
      await tx.tx((inner) => inner.run(sql`UPDATE counters SET value = value + 1 WHERE name = 'b'`));
    });
    await expect(db.tx(async (tx) => {
      await tx.run(sql`UPDATE counters SET value = 100 WHERE name = 'b'`);
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await db.get(sql`SELECT value FROM counters WHERE name = 'b'`)).toEqual({ value: 2 });
  });

  it('loses no increment of eight writers that read, then write, at once', async () => {
    await db.run(sql`UPDATE counters SET value = 0 WHERE name = 'b'`);
    await Promise.all(Array.from({ length: 8 }, () => db.tx(async (tx) => {
      const { value } = (await tx.get(sql<{ value: number }>`SELECT value FROM counters WHERE name = 'b'`))!;
      await tx.run(sql`UPDATE counters SET value = ${value + 1} WHERE name = 'b'`);
    }, { isolation: 'serializable' })));
    expect(await db.get(sql`SELECT value FROM counters WHERE name = 'b'`)).toEqual({ value: 8 });
  });

  // SQLite has no read-only transactions; its readers open the file read-only instead (db/read-pool.ts).
  it.skipIf(name !== 'PostgreSQL')('refuses a write in a read-only transaction', async () => {
    await expect(db.tx((tx) => tx.run(sql`UPDATE counters SET value = 0`), { readOnly: true })).rejects.toThrow(/read-only/);
  });
});
