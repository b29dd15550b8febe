// Company resources written on the data layer (server/src/db/sql/synced-rows.ts), on SQLite and PostgreSQL:
// each write takes a new version, a delete leaves a versioned tombstone that a re-create clears, and writers
// racing for one row never both win: one create of an id, one update held to the version both read.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { syncedRows } from '../../server/src/db/sql/synced-rows';
import type { SyncedRow } from '../../server/src/db/synced-row';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

type ShopRow = SyncedRow & { name: string };
const AT = Date.parse('2026-11-29T03:00:00Z');

async function withShops(name: (typeof DATABASES)[number], fn: (db: SqlDb, shops: ReturnType<typeof syncedRows<ShopRow>>) => Promise<void>) {
  const db = await openMigrated(name);
  try {
    await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Первая', 0), (2, 'Вторая', 0)`);
    await fn(db, syncedRows<ShopRow>(db, 'shops', 'shops'));
  } finally {
    await db.close();
  }
}

const tombstoneOf = (db: SqlDb, id: string) =>
  db.get(sql<{ version: number }>`SELECT version FROM tombstones WHERE collection = 'shops' AND id = ${id}`);

describe.each(DATABASES)('synced rows on %s', (name) => {
  it('versions every write, and a delete\'s tombstone, in the order they happen', async () => {
    await withShops(name, async (db, shops) => {
      expect(await shops.insert(1, 's1', { name: 'Магазин' }, AT)).toBe(true);
      const created = (await shops.byId('s1'))!;
      expect(created).toMatchObject({ name: 'Магазин', company_id: 1, created_at: AT });
      expect(created.version).toBeGreaterThan(0);

      expect(await shops.update('s1', { name: 'Лавка' }, AT + 1, created.version)).toBe(true);
      const edited = (await shops.byId('s1'))!;
      expect(edited).toMatchObject({ name: 'Лавка', updated_at: AT + 1 });
      expect(edited.version).toBeGreaterThan(created.version);

      expect(await shops.remove(edited, AT + 2)).toBe(true);
      expect(await shops.byId('s1')).toBeUndefined();
      expect((await tombstoneOf(db, 's1'))!.version).toBeGreaterThan(edited.version);
      expect(await shops.wasDeleted(1, 's1')).toBe(true);
      expect(await shops.remove(edited, AT + 3)).toBe(false);

      expect(await shops.insert(1, 's1', { name: 'Снова' }, AT + 4)).toBe(true);
      expect(await tombstoneOf(db, 's1')).toBeUndefined();
    });
  });

  it('creates an id once when two creates race, whichever company sent the second', async () => {
    await withShops(name, async (_db, shops) => {
      const made = await Promise.all([shops.insert(1, 's2', { name: 'Первый' }, AT), shops.insert(2, 's2', { name: 'Второй' }, AT)]);
      expect(made.filter(Boolean)).toHaveLength(1);
      const row = (await shops.byId('s2'))!;
      expect(row.name).toBe(made[0] ? 'Первый' : 'Второй');
    });
  });

  it('lets one of two updates held to the same read version win, and refuses one held to an old version', async () => {
    await withShops(name, async (_db, shops) => {
      await shops.insert(1, 's3', { name: 'Было' }, AT);
      const read = (await shops.byId('s3'))!.version;
      const wins = await Promise.all([shops.update('s3', { name: 'Моё' }, AT, read), shops.update('s3', { name: 'Их' }, AT, read)]);
      expect(wins.filter(Boolean)).toHaveLength(1);
      expect((await shops.byId('s3'))!.name).toBe(wins[0] ? 'Моё' : 'Их');
      expect(await shops.update('s3', { name: 'Позже' }, AT, read)).toBe(false);
      expect(await shops.update('s3', { name: 'Без условия' }, AT)).toBe(true);
    });
  });
});
