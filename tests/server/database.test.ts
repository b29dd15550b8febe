// The SQLite file: its migrations (named in the migrations table, older databases carried over), WAL, and the seed.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/src/db/open';
import { MIGRATIONS } from '../../server/src/db/migrations/index';
import { MIGRATIONS_TABLE, migrate } from '../../server/src/db/migrate';
import { SEED_AREAS, seed } from '../../server/src/db/seed/index';
import { layerOf } from '../../server/src/db/sql/layer-of';

const dir = mkdtempSync(join(tmpdir(), 'parcel-db-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('migrates to the last version in WAL mode, naming each migration applied, and reopening changes nothing', () => {
    const file = join(dir, 'a.sqlite');
    const db = openDb(file);
    const names = MIGRATIONS.map(([name]) => name);
    const applied = () => db.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`).pluck().all();
    expect(applied()).toEqual(names);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining([
      'companies', 'users', 'tokens', 'signup_attempts', 'signup_wrong_tries', 'password_resets', 'providers', 'platforms', 'tariffs',
      'connect_schemas', 'connections', 'idempotency_keys', 'change_version', 'seed_runs',
    ]));
    db.close();
    const again = openDb(file);
    expect(again.prepare(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY name`).pluck().all()).toEqual(names);
    again.close();
  });

  it('carries over a database that counted its migrations in user_version, and applies only the rest', () => {
    const db = new Database(':memory:');
    // As the server left a database before the migrations table: the first 21 applied, their count kept.
    for (const [, text] of MIGRATIONS.slice(0, 21)) db.exec(text);
    db.pragma('user_version = 21');
    db.prepare("INSERT INTO providers (key, name, description_ru, description_en, sort) VALUES ('kept', 'Kept', '', '', 1)").run();
    expect(migrate(db)).toEqual(MIGRATIONS.map(([name]) => name));
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    // 0022 ran (orders got their seq) and nothing before it ran again (the row is there, no table was recreated).
    expect(db.prepare("SELECT count(*) AS n FROM pragma_table_info('orders') WHERE name = 'seq'").get()).toEqual({ n: 1 });
    expect(db.prepare('SELECT key FROM providers').pluck().all()).toEqual(['kept']);
    expect(migrate(db)).toEqual(MIGRATIONS.map(([name]) => name));
    db.close();
  });

  it('seeds every area once and skips them on the next start', async () => {
    const db = openDb(join(dir, 'b.sqlite'));
    // A small world: what is checked is each area's once-only seeding, not the demo's size.
    const world = { ordersPerCompany: 100 };
    const first = await seed(layerOf(db), Date.now(), world);
    expect(first.seeded).toEqual(SEED_AREAS.map((a) => a.name));
    const second = await seed(layerOf(db), Date.now(), world);
    expect(second).toMatchObject({ seeded: [], skipped: first.seeded });
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('users')).toBe(3);
    expect(count('companies')).toBe(2);
    expect(count('providers')).toBe(count('connect_schemas'));
    db.close();
  });
});
