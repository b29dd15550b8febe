// The Idempotency-Key claim on the data layer (docs/decisions/database.md, "Rules a second writer imposes"): of
// requests racing for one key exactly one runs, on SQLite and on PostgreSQL alike, and a claim that keeps
// losing its race answers as busy (409), never as an error (500). A claim belongs to its instance: taken over
// once that instance has gone, never while it lives (docs/decisions/scale-out.md).
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, idempotencyKeysRepo, type Attempt } from '../../server/src/db/repos/idempotency-keys';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { startInstance } from '../../server/src/instances/instance';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

const NOW = Date.parse('2026-11-29T03:00:00Z');
/** A claim of a live instance, unless told whose. */
let live = '';
const attempt = (user: number, hash = 'h1', owner = live): Attempt =>
  ({ company_id: 1, key: 'k-1', user_id: user, method: 'POST', path: '/v1/app/orders', body_hash: hash, owner });

async function withDb(name: (typeof DATABASES)[number], fn: (db: SqlDb) => Promise<void>): Promise<void> {
  const db = await openMigrated(name);
  try {
    await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Тест', 0)`);
    for (let id = 1; id <= 20; id++) {
      await db.run(sql`INSERT INTO users (id, company_id, email, name, roles, password_hash, created_at, updated_at)
        VALUES (${id}, 1, ${`u${id}@test.local`}, 'Тест', '[]', 'x', 0, 0)`);
    }
    const instance = startInstance(db, () => NOW);
    await instance.ready;
    live = instance.id;
    await fn(db);
  } finally {
    await db.close();
  }
}

describe.each(DATABASES)('the idempotency claim on %s', (name) => {
  it('claims once; a repeat sees the running claim, then the kept answer', async () => {
    await withDb(name, async (db) => {
      const keys = idempotencyKeysRepo(db);
      expect(await keys.claim(attempt(1), NOW)).toBeNull();
      expect(await keys.claim(attempt(1), NOW)).toEqual({ body_hash: 'h1', status: null, response_json: null });
      await keys.finish(1, 'k-1', 201, '{"ok":true}');
      expect(await keys.claim(attempt(1), NOW)).toEqual({ body_hash: 'h1', status: 201, response_json: '{"ok":true}' });
    });
  });

  it('lets exactly one of twenty requests racing for a new key run', async () => {
    await withDb(name, async (db) => {
      const keys = idempotencyKeysRepo(db);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => keys.claim(attempt(i + 1), NOW)));
      expect(answers.filter((a) => a === null)).toHaveLength(1);
      expect(answers.filter((a) => a !== null && a.status === null)).toHaveLength(19);
    });
  });

  it('lets exactly one of ten requests take over a claim abandoned by a request that never ended', async () => {
    await withDb(name, async (db) => {
      const keys = idempotencyKeysRepo(db);
      expect(await keys.claim(attempt(1), NOW - ABANDONED_AFTER_MS - 1)).toBeNull();
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => keys.claim(attempt(i + 2), NOW)));
      expect(answers.filter((a) => a === null)).toHaveLength(1);
      const [row] = await db.all(sql<{ user_id: number; created_at: number }>`SELECT user_id, created_at FROM idempotency_keys`);
      expect(row!.created_at).toBe(NOW);
    });
  });

  it('frees a key whose first request failed', async () => {
    await withDb(name, async (db) => {
      const keys = idempotencyKeysRepo(db);
      await keys.claim(attempt(1), NOW);
      await keys.release(1, 'k-1');
      expect(await keys.claim(attempt(2), NOW)).toBeNull();
    });
  });

  it('lets a claim of an instance that has gone (stopped, or its heartbeat lapsed) be taken over at once, once', async () => {
    await withDb(name, async (db) => {
      const keys = idempotencyKeysRepo(db);
      const stopped = startInstance(db, () => NOW);
      const killed = startInstance(db, () => NOW);
      await Promise.all([stopped.ready, killed.ready]);
      for (const [gone, key] of [[stopped, 'k-stopped'], [killed, 'k-killed']] as const) {
        expect(await keys.claim({ ...attempt(1, 'h1', gone.id), key }, NOW)).toBeNull();
        // While its instance lives, the claim is its own: the repeat waits (409).
        expect(await keys.claim({ ...attempt(2), key }, NOW)).toMatchObject({ status: null });
      }
      await stopped.stop();
      await db.run(sql`UPDATE server_instances SET alive_until = ${NOW - 1} WHERE id = ${killed.id}`);
      for (const key of ['k-stopped', 'k-killed']) {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => keys.claim({ ...attempt(i + 3), key }, NOW)));
        expect(answers.filter((a) => a === null)).toHaveLength(1);
      }
    });
  });
});

describe('a claim that keeps losing its race', () => {
  it('answers as busy under the request\'s own body, which the middleware answers 409', async () => {
    // A key taken and released between each insert and read, three times over.
    const churning = { run: async () => 0, get: async () => undefined } as unknown as SqlDb;
    expect(await idempotencyKeysRepo(churning).claim(attempt(1, 'mine'), NOW)).toEqual({ body_hash: 'mine', status: null, response_json: null });
  });
});
