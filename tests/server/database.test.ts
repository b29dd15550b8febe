import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/src/db/open';
import { MIGRATIONS } from '../../server/src/db/migrations/index';
import { SEED_AREAS, seed } from '../../server/src/db/seed/index';
import { layerOf } from '../../server/src/db/sql/layer-of';

const dir = mkdtempSync(join(tmpdir(), 'parcel-db-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('migrates to the last version in WAL mode, and reopening changes nothing', () => {
    const file = join(dir, 'a.sqlite');
    const db = openDb(file);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining([
      'companies', 'users', 'tokens', 'signup_attempts', 'signup_wrong_tries', 'password_resets', 'providers', 'platforms', 'tariffs',
      'connect_schemas', 'connections', 'idempotency_keys', 'change_version', 'seed_runs',
    ]));
    db.close();
    const again = openDb(file);
    expect(again.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    again.close();
  });

  it('seeds every area once and skips them on the next start', async () => {
    const db = openDb(join(dir, 'b.sqlite'));
    const first = await seed(layerOf(db));
    expect(first.seeded).toEqual(SEED_AREAS.map((a) => a.name));
    const second = await seed(layerOf(db));
    expect(second).toMatchObject({ seeded: [], skipped: first.seeded });
    const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count('users')).toBe(3);
    expect(count('companies')).toBe(2);
    expect(count('providers')).toBe(count('connect_schemas'));
    db.close();
  });
});
