// The sync cursor under concurrent writers (docs/sync.md, "Versions on PostgreSQL"): eight writers commit
// creates, edits and deletions in random order while three clients pull pages after their cursors through the
// server's own page reader (sync/changes.ts, what GET /v1/app/sync/shops answers). Once the writers stop and
// the clients catch up, each client holds exactly the server's rows, each at its last version (0 missed), and
// no client was given the same row or deletion at the same version twice (0 doubled). On SQLite too, where one
// writer makes it easy.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { addTombstone, commitVersion } from '../../server/src/db/sql/versions';
import { readChanges } from '../../server/src/sync/changes';
import { SYNC_SOURCES } from '../../server/src/sync/sources';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

const WRITERS = 8;
const WRITES_EACH = 30;
const SHOPS = 40;
const CLIENTS = 3;
const COMPANY = 1;

afterAll(stopCluster);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One create, edit or (one in five) deletion of a random shop, its version taken last; a pause before it
 *  shuffles the commit order. A create clears the id's tombstone, as the resource kit's does. */
async function write(db: SqlDb, n: number): Promise<void> {
  const id = `shop-${Math.floor(Math.random() * SHOPS)}`;
  const removing = Math.random() < 0.2;
  await db.tx(async (tx) => {
    if (removing && await tx.run(sql`DELETE FROM shops WHERE id = ${id}`)) {
      const stamp = await addTombstone(tx, { collection: 'shops', companyId: COMPANY, id, at: n });
      if (db.dialect === 'postgres') await sleep(Math.random() * 4);
      await commitVersion(tx, [stamp]);
      return;
    }
    await tx.run(sql`INSERT INTO shops (id, company_id, name, version, created_at, updated_at) VALUES (${id}, ${COMPANY}, ${`write ${n}`}, 0, 0, 0)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name`);
    await tx.run(sql`DELETE FROM tombstones WHERE collection = 'shops' AND company_id = ${COMPANY} AND id = ${id}`);
    if (db.dialect === 'postgres') await sleep(Math.random() * 4);
    await commitVersion(tx, [{ table: 'shops', id }]);
  });
}

type Client = { cursor: number; held: Map<string, number>; given: Set<string>; doubled: string[] };

/** One page of seven after the client's cursor, applied as the console's worker applies it. */
async function pull(db: SqlDb, client: Client): Promise<number> {
  const page = await readChanges(db, 'shops', SYNC_SOURCES.shops!, { companyId: COMPANY, providers: null }, { after: client.cursor, limit: 7 });
  for (const change of page.changes) {
    const key = change.row ? `${String(change.row.id)}@${change.version}` : `-${change.deletedId}@${change.version}`;
    if (client.given.has(key)) client.doubled.push(key);
    client.given.add(key);
    if (change.row) client.held.set(String(change.row.id), change.version);
    else client.held.delete(change.deletedId!);
  }
  client.cursor = page.end;
  return page.changes.length;
}

describe.each(DATABASES)('the sync cursor on %s', (name) => {
  it('gives each client every row at its last version, none twice, while eight writers commit in any order', async () => {
    const db = await openMigrated(name);
    try {
      await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (${COMPANY}, 'Тест', 0)`);
      const clients: Client[] = Array.from({ length: CLIENTS }, () => ({ cursor: 0, held: new Map(), given: new Set(), doubled: [] }));
      let writing = true;
      const writers = Promise.all(Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = 0; i < WRITES_EACH; i++) await write(db, w * WRITES_EACH + i);
      })).finally(() => { writing = false; });
      const pulling = Promise.all(clients.map(async (client) => {
        while (writing) {
          await pull(db, client);
          await sleep(Math.random() * 3);
        }
        while (await pull(db, client)) { /* catch up */ }
      }));
      await Promise.all([writers, pulling]);

      const rows = await db.all(sql<{ id: string; version: number }>`SELECT id, version FROM shops WHERE company_id = ${COMPANY}`);
      const truth = new Map(rows.map((row) => [row.id, row.version]));
      expect(new Set(rows.map((r) => r.version)).size).toBe(rows.length);
      for (const client of clients) {
        const missed = [...truth].filter(([id, version]) => client.held.get(id) !== version);
        expect(missed).toEqual([]);
        expect([...client.held.keys()].filter((id) => !truth.has(id))).toEqual([]);
        expect(client.doubled).toEqual([]);
      }
      expect(await db.get(sql`SELECT value FROM change_version WHERE id = 1`)).toEqual({ value: WRITERS * WRITES_EACH });
      // The test tested what it meant to: deletions were among the writes, and some ids ended deleted.
      expect(Number((await db.get(sql<{ n: number }>`SELECT count(*) AS n FROM tombstones`))!.n)).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
