// The demo seed on the data layer (server/src/db/seed/index.ts), on SQLite and on PostgreSQL: a small world seeded
// at one time is the same world on both (the same rows, counted per table, the same ids in the same order), its
// versions are unique and follow the order the rows were made in, every order belongs to a company that exists,
// the demo users are found by their email, and a second seed finds every area done.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../../server/src/db/seed/demo-accounts';
import { SEED_AREAS, hasDemoWorld, seed, type SeedReport } from '../../server/src/db/seed/index';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { loadSecretKey } from '../../server/src/lib/secret-box';
import { DATABASES, openMigrated, stopCluster, type DatabaseName } from '../support/both-databases';

afterAll(stopCluster);

const NOW = Date.UTC(2026, 10, 20, 12);
const ORDERS = 30;
const POINTS = 450;

const TABLES = [
  'providers', 'platforms', 'tariffs', 'connect_schemas', 'companies', 'users', 'account_balances', 'billing_operations',
  'calculations', 'calculation_prices', 'shops', 'warehouses', 'connections', 'tariff_rules', 'module_settings',
  'module_integrations', 'orders', 'order_status_history', 'order_logs', 'order_ids', 'order_numbers', 'points', 'point_docs',
  'seed_runs',
];
/** Tables whose rows sync by version. */
const VERSIONED = ['billing_operations', 'shops', 'warehouses', 'connections', 'tariff_rules', 'module_settings', 'module_integrations', 'orders', 'points'];

type Stamped = { table: string; version: number; opening: boolean };
type World = {
  report: SeedReport; again: SeedReport; counts: Record<string, number>; versions: Stamped[]; counter: number;
  orderIds: string[]; pointIds: string[];
};

const count = async (db: SqlDb, table: string) => Number((await db.get(sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`))!.n);

async function seededWorld(name: DatabaseName): Promise<{ db: SqlDb; world: World }> {
  const db = await openMigrated(name);
  const report = await seed(db, NOW, { ordersPerCompany: ORDERS, points: POINTS });
  const again = await seed(db, NOW, { ordersPerCompany: ORDERS, points: POINTS });
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await count(db, table);
  const versions: Stamped[] = [];
  for (const table of VERSIONED) {
    const opening = table === 'billing_operations' ? sql`type = 'opening'` : sql`1 = 0`;
    for (const r of await db.all(sql<{ version: number; opening: unknown }>`
      SELECT version, CASE WHEN ${opening} THEN 1 ELSE 0 END AS opening FROM ${sql.table(table)}`)) {
      versions.push({ table, version: Number(r.version), opening: Number(r.opening) === 1 });
    }
  }
  const counter = Number((await db.get(sql<{ value: number }>`SELECT value FROM change_version WHERE id = 1`))!.value);
  const orderIds = (await db.all(sql<{ id: string }>`SELECT id FROM orders ORDER BY company_id, number`)).map((r) => r.id);
  const pointIds = (await db.all(sql<{ id: string }>`SELECT id FROM points ORDER BY seq`)).map((r) => r.id);
  return { db, world: { report, again, counts, versions, counter, orderIds, pointIds } };
}

const worlds = new Map<DatabaseName, World>();

beforeAll(() => loadSecretKey(null));

describe.each(DATABASES)('the demo seed on %s', (name) => {
  let db: SqlDb;
  let world: World;
  beforeAll(async () => {
    ({ db, world } = await seededWorld(name));
    worlds.set(name, world);
  }, 120_000);
  afterAll(() => db?.close());

  it('seeds every area once, the sizes asked for, and skips them all the second time', async () => {
    expect(world.report.seeded).toEqual(SEED_AREAS.map((a) => a.name));
    expect(world.again).toMatchObject({ seeded: [], skipped: world.report.seeded });
    expect(world.counts).toMatchObject({
      companies: DEMO_COMPANIES.length, users: 3, orders: ORDERS * DEMO_COMPANIES.length, order_ids: ORDERS * DEMO_COMPANIES.length,
      points: POINTS, point_docs: POINTS, seed_runs: SEED_AREAS.length,
    });
    for (const table of TABLES) expect(world.counts[table], table).toBeGreaterThan(0);
    expect(await hasDemoWorld(db)).toBe(true);
  });

  it('stamps every synced row with a version of its own, none past the counter', () => {
    // Except a company's opening operations, which its opening's one transaction stamps together (repos/companies.ts).
    const shared = new Map<number, Stamped[]>();
    for (const stamped of world.versions) shared.set(stamped.version, [...(shared.get(stamped.version) ?? []), stamped]);
    const together = [...shared.values()].filter((rows) => rows.length > 1);
    expect(together.flat().filter((r) => !r.opening)).toEqual([]);
    expect(together.length).toBeLessThanOrEqual(DEMO_COMPANIES.length);
    const all = world.versions.map((r) => r.version);
    expect(Math.min(...all)).toBeGreaterThan(0);
    expect(Math.max(...all)).toBeLessThanOrEqual(world.counter);
  });

  it('gives orders versions in their numbers\' order and points in their list order, each point\'s item its version', async () => {
    for (const [table, order] of [['orders', sql`company_id, number`], ['points', sql`seq`]] as const) {
      const versions = (await db.all(sql<{ version: number }>`SELECT version FROM ${sql.table(table)} ORDER BY ${order}`)).map((r) => Number(r.version));
      const increasing = versions.every((v, i) => i === 0 || v > versions[i - 1]!);
      expect(increasing, table).toBe(true);
    }
    const docs = await db.all(sql<{ version: number; doc_json: string }>`
      SELECT p.version, d.doc_json FROM points p JOIN point_docs d ON d.seq = p.seq ORDER BY p.seq`);
    expect(docs.filter((d) => (JSON.parse(d.doc_json) as { version: number }).version !== Number(d.version))).toEqual([]);
  });

  it('puts every order, with its history and log, under a company that exists', async () => {
    const orphans = await db.get(sql<{ n: number }>`
      SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = o.company_id)`);
    expect(Number(orphans!.n)).toBe(0);
    const untold = await db.get(sql<{ n: number }>`
      SELECT count(*) AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id)
        OR NOT EXISTS (SELECT 1 FROM order_logs l WHERE l.order_id = o.id AND l.company_id = o.company_id)`);
    expect(Number(untold!.n)).toBe(0);
  });

  it('finds each demo user by email, in their company', async () => {
    for (const company of DEMO_COMPANIES) {
      for (const user of company.users) {
        const found = await db.get(sql<{ name: string; company: string }>`
          SELECT u.name, c.name AS company FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = ${user.email}`);
        expect(found, user.email).toEqual({ name: user.name, company: company.name });
      }
    }
  });
});

describe.runIf(DATABASES.length > 1)('SQLite and PostgreSQL', () => {
  it('hold the same world: the same counts, the same orders and points in the same order, the same versions', () => {
    const [lite, pg] = [worlds.get('SQLite')!, worlds.get('PostgreSQL')!];
    expect(pg.counts).toEqual(lite.counts);
    expect(pg.orderIds).toEqual(lite.orderIds);
    expect(pg.pointIds).toEqual(lite.pointIds);
    expect(pg.counter).toBe(lite.counter);
  });
});

describe.runIf(DATABASES.includes('PostgreSQL'))('two instances seeding one PostgreSQL database at once', () => {
  it('seed each area once between them: the second waits at the area\'s mark and skips it', async () => {
    const db = await openMigrated('PostgreSQL');
    try {
      const sizes = { ordersPerCompany: 10, points: 60 };
      // One pool, so the two seeds' transactions run on connections of their own, as two instances' would.
      const [a, b] = await Promise.all([seed(db, NOW, sizes), seed(db, NOW, sizes)]);
      expect([...a.seeded, ...b.seeded].sort()).toEqual(SEED_AREAS.map((area) => area.name).sort());
      expect(await count(db, 'orders')).toBe(10 * DEMO_COMPANIES.length);
      expect(await count(db, 'points')).toBe(60);
      expect(await count(db, 'users')).toBe(3);
    } finally {
      await db.close();
    }
  }, 120_000);
});
