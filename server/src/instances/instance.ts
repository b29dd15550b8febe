// This server process as one of several instances on a database (docs/decisions/scale-out.md, "Who holds
// what"): it registers an id and renews a heartbeat; whatever it claims carries that id. Another instance
// takes a claim over only once the heartbeat has lapsed (a process killed or cut off), so a claim is never
// stolen from a live instance and never waits for a restart that may not come.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';

/** How often an instance says it is alive, and how long one heartbeat vouches for it. A killed instance's
 *  claims wait at most ALIVE_FOR_MS; a live one misses up to four beats (a long pause) before it is gone. */
export const HEARTBEAT_MS = 2_000;
export const ALIVE_FOR_MS = 10_000;

export type Instance = {
  readonly id: string;
  /** Registered in the database: awaited before this instance claims anything. */
  readonly ready: Promise<void>;
  /** Leaves the database at once (a clean stop), so its claims are free to the others without waiting. */
  stop(): Promise<void>;
};

export function startInstance(db: SqlDb, now: () => number = Date.now): Instance {
  const id = randomUUID();
  const beat = async () => {
    const at = now();
    // An upsert: the row may have been purged while this process stood still (housekeeping drops lapsed ones).
    await db.run(sql`
      INSERT INTO server_instances (id, started_at, alive_until) VALUES (${id}, ${at}, ${at + ALIVE_FOR_MS})
      ON CONFLICT (id) DO UPDATE SET alive_until = excluded.alive_until`);
  };
  const ready = beat();
  // Whoever waits on it sees a failure; marked handled so a database closed at once does not end the process.
  ready.catch(() => undefined);
  const timer = setInterval(() => {
    if (!db.isOpen()) return clearInterval(timer);
    beat().catch((error: unknown) => db.isOpen() && console.error('[instance] heartbeat failed', error));
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    ready,
    async stop() {
      clearInterval(timer);
      if (db.isOpen()) await db.run(sql`DELETE FROM server_instances WHERE id = ${id}`);
    },
  };
}

/** True of a claim whose holder (the column naming an instance id) is no longer alive at `at`: never
 *  registered, stopped, or past its heartbeat. */
export const holderGone = (column: string, at: number) =>
  sql<boolean>`NOT EXISTS (SELECT 1 FROM server_instances i WHERE i.id = ${sql.ref(column)} AND i.alive_until >= ${at})`;

/** Drops instances a day past their last heartbeat (housekeeping). */
export const forgetLapsedInstances = (db: SqlDb, at: number): Promise<number> =>
  db.run(sql`DELETE FROM server_instances WHERE alive_until < ${at - 24 * 60 * 60 * 1000}`);
