// Work held by one instance among several on a database (docs/decisions/scale-out.md), on SQLite and PostgreSQL:
// a periodic job's turn is taken by one instance at a time, at the job's pace; queued point exports and uploads
// are claimed once each, taken over only from an instance that has gone, and the first claimant's late writes are
// refused, so one result is kept.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { pointExportsRepo } from '../../server/src/db/repos/point-exports';
import { pointUploadsRepo } from '../../server/src/db/repos/point-uploads';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { ALIVE_FOR_MS, startInstance, type Instance } from '../../server/src/instances/instance';
import { takeTurn } from '../../server/src/instances/periodic';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';

afterAll(stopCluster);

const NOW = Date.parse('2026-11-29T09:00:00Z');

async function withDb(name: (typeof DATABASES)[number], fn: (db: SqlDb, at: { now: number }) => Promise<void>): Promise<void> {
  const db = await openMigrated(name);
  try {
    await db.run(sql`INSERT INTO companies (id, name, created_at) VALUES (1, 'Тест', 0), (2, 'Другая', 0)`);
    await fn(db, { now: NOW });
  } finally {
    await db.close();
  }
}

async function instances(db: SqlDb, clock: { now: number }, n: number): Promise<Instance[]> {
  const made = Array.from({ length: n }, () => startInstance(db, () => clock.now));
  await Promise.all(made.map((i) => i.ready));
  return made;
}

/** As if the process were killed: its heartbeat stops and lapses. */
const kill = (db: SqlDb, instance: Instance) => db.run(sql`UPDATE server_instances SET alive_until = ${NOW - 1} WHERE id = ${instance.id}`);

describe.each(DATABASES)('claims on %s', (name) => {
  it('gives a periodic turn to one of eight instances at a time, again once the job is due, and never while it is held', async () => {
    await withDb(name, async (db, clock) => {
      const all = await instances(db, clock, 8);
      const job = { name: 'tick', everyMs: 1000, run: async () => {} };
      const taken = await Promise.all(all.map((i) => takeTurn(db, i, job, NOW)));
      expect(taken.filter(Boolean)).toHaveLength(1);
      // Due again, but the holder's run is not over: nobody else takes it.
      expect((await Promise.all(all.map((i) => takeTurn(db, i, job, NOW + 1000)))).filter(Boolean)).toHaveLength(0);
      await db.run(sql`UPDATE periodic_runs SET owner = NULL WHERE name = 'tick'`);
      // Given back but not due yet (a tenth early at most): nobody.
      expect((await Promise.all(all.map((i) => takeTurn(db, i, job, NOW + 800)))).filter(Boolean)).toHaveLength(0);
      expect((await Promise.all(all.map((i) => takeTurn(db, i, job, NOW + 900)))).filter(Boolean)).toHaveLength(1);
      // A holder killed mid-run leaves its turn to the next instance once due.
      const second = (await db.get(sql<{ owner: string }>`SELECT owner FROM periodic_runs WHERE name = 'tick'`))!.owner;
      await kill(db, all.find((i) => i.id === second)!);
      const rest = all.filter((i) => i.id !== second);
      expect((await Promise.all(rest.map((i) => takeTurn(db, i, job, NOW + 1800)))).filter(Boolean)).toHaveLength(1);
    });
  });

  it('claims each queued export once across instances; a gone claimant\'s job is taken over and its late result refused', async () => {
    await withDb(name, async (db, clock) => {
      const [a, b, c] = await instances(db, clock, 3);
      const jobs = pointExportsRepo(db);
      const first = (await jobs.create({ companyId: 1, userId: 10, filter: '', lang: 'ru', total: 5 }, NOW - 2))!;
      const second = (await jobs.create({ companyId: 2, userId: 20, filter: '', lang: 'en', total: 5 }, NOW - 1))!;
      const all = [a!, b!, c!];
      const claims = await Promise.all(all.map((i) => jobs.claimNext(i.id, NOW)));
      expect(claims.map((j) => j?.id).filter(Boolean).sort()).toEqual([first.id, second.id].sort());
      const holderOfFirst = all[claims.findIndex((j) => j?.id === first.id)]!;
      // Two jobs, three instances: one is left without.
      const other = all[claims.findIndex((j) => j === undefined)]!;
      expect(await jobs.progress(first.id, holderOfFirst.id, 3, NOW)).toBe(true);
      // While its holder lives, nobody else takes the job.
      expect(await jobs.claimNext(other.id, NOW + 1)).toBeUndefined();

      await kill(db, holderOfFirst);
      expect(await jobs.claimNext(other.id, NOW + 2)).toMatchObject({ id: first.id, status: 'processing', done: 0 });
      // The killed holder's late writes land nowhere; the new holder's file is the one kept.
      expect(await jobs.progress(first.id, holderOfFirst.id, 4, NOW + 3)).toBe(false);
      const stale = { rows: 4, fileName: 'stale.xlsx', content: new Uint8Array([1, 2, 3]) };
      expect(await jobs.finish(first.id, holderOfFirst.id, stale, NOW + 3)).toBe(false);
      const content = new Uint8Array(2.5 * 1024 * 1024).map((_, i) => i % 251);
      expect(await jobs.finish(first.id, other.id, { rows: 5, fileName: 'points.xlsx', content }, NOW + 4)).toBe(true);
      expect(await jobs.byId(first.id)).toMatchObject({ status: 'done', done: 5, total: 5, file_name: 'points.xlsx' });
      const chunks: Uint8Array[] = [];
      for (let seq = 0, bytes = await jobs.fileChunk(first.id, 0); bytes; bytes = await jobs.fileChunk(first.id, ++seq)) chunks.push(bytes);
      expect(chunks).toHaveLength(3);
      expect(Buffer.concat(chunks).equals(Buffer.from(content))).toBe(true);
      // A progress written after the end does not undo it.
      expect(await jobs.progress(first.id, other.id, 2, NOW + 5)).toBe(false);

      // Expired with its job, the file's chunks go too.
      expect(await jobs.purgeExpired(NOW + 5 + 25 * 60 * 60 * 1000)).toContain(first.id);
      expect(await jobs.fileChunk(first.id, 0)).toBeUndefined();
    });
  });

  it('claims each queued upload once; one taken over from a gone instance starts over and the old run\'s writes are refused', async () => {
    await withDb(name, async (db, clock) => {
      const [a, b] = await instances(db, clock, 2);
      const tasks = pointUploadsRepo(db);
      const task = (await tasks.create(1, 'int-1', NOW - 1))!;
      const [byA, byB] = await Promise.all([tasks.claimNext(a!.id, NOW), tasks.claimNext(b!.id, NOW)]);
      expect([byA?.id, byB?.id].filter(Boolean)).toEqual([task.id]);
      const holder = byA ? a! : b!;
      const other = byA ? b! : a!;
      expect(await tasks.start(task.id, holder.id, 10, NOW)).toBe(true);
      expect(await tasks.progress(task.id, holder.id, { uploaded: 4, failed: 0, errors: [] }, NOW)).toBe(true);
      expect(await tasks.claimNext(other.id, NOW + 1)).toBeUndefined();

      clock.now = NOW + ALIVE_FOR_MS + 1;
      // Its heartbeat lapsed with the clock (its timer has not beaten since): gone. The other beats again.
      await db.run(sql`UPDATE server_instances SET alive_until = ${clock.now + ALIVE_FOR_MS} WHERE id = ${other.id}`);
      expect(await tasks.claimNext(other.id, clock.now)).toMatchObject({ id: task.id, status: 'queued', total: 0, uploaded: 0 });
      expect(await tasks.progress(task.id, holder.id, { uploaded: 9, failed: 0, errors: [] }, clock.now)).toBe(false);
      expect(await tasks.finish(task.id, holder.id, 'done', clock.now)).toBe(false);
      expect(await tasks.stillClaimed(task.id, other.id)).toBe(true);
      expect(await tasks.start(task.id, other.id, 10, clock.now)).toBe(true);
      expect(await tasks.finish(task.id, other.id, 'done', clock.now)).toBe(true);
      expect(await tasks.byId(task.id)).toMatchObject({ status: 'done', total: 10, uploaded: 0 });
    });
  });
});
