// Periodic work run once across instances (docs/decisions/scale-out.md, "Periodic work"): every instance keeps
// its own timer, and at each tick tries to take the job's turn with one conditional write on periodic_runs. Only
// the instance whose write lands runs the job; the turn's next time is set in the same write, so the job runs
// at its pace whatever the number of instances. A turn held by an instance that has gone (or held far longer
// than any run takes) is free to the next.
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import { holderGone, type Instance } from './instance';

/** Longer than any run of a periodic job; a turn held past it is taken over even from a live instance. */
export const TURN_HELD_AT_MOST_MS = 10 * 60 * 1000;

export type PeriodicJob = {
  /** The job's row in periodic_runs. */
  name: string;
  everyMs: number;
  run: (at: number) => Promise<void>;
};

/** Takes the job's turn if it is due and free; answers whether this instance took it. */
export async function takeTurn(db: SqlDb, instance: Instance, job: PeriodicJob, at: number): Promise<boolean> {
  await db.run(sql`INSERT INTO periodic_runs (name, next_at) VALUES (${job.name}, ${at}) ON CONFLICT (name) DO NOTHING`);
  // A tenth early, so the timer that took this turn finds the next one due despite its jitter.
  const nextAt = at + Math.round(job.everyMs * 0.9);
  const taken = await db.run(sql`
    UPDATE periodic_runs SET owner = ${instance.id}, held_until = ${at + TURN_HELD_AT_MOST_MS}, next_at = ${nextAt}
    WHERE name = ${job.name} AND next_at <= ${at}
      AND (owner IS NULL OR held_until < ${at} OR ${holderGone('owner', at)})`);
  return taken === 1;
}

/** Gives the turn back once the run is over (its next time stays as the taking set it). */
const giveBack = (db: SqlDb, instance: Instance, name: string) =>
  db.run(sql`UPDATE periodic_runs SET owner = NULL, held_until = 0 WHERE name = ${name} AND owner = ${instance.id}`);

/** Runs the job whenever this instance takes its turn, checking every `everyMs` (and once at start). Answers the
 *  stop function; the timer does not keep the process alive. */
export function startPeriodic(db: SqlDb, instance: Instance, job: PeriodicJob, now: () => number = Date.now): () => void {
  let running = false;
  const attempt = async () => {
    if (running || !db.isOpen()) return;
    running = true;
    try {
      await instance.ready;
      if (!(await takeTurn(db, instance, job, now()))) return;
      try {
        await job.run(now());
      } finally {
        if (db.isOpen()) await giveBack(db, instance, job.name);
      }
    } catch (error) {
      // A failed run must not stop the clock; the next turn runs again.
      if (db.isOpen()) console.error(`[${job.name}] failed`, error);
    } finally {
      running = false;
    }
  };
  void attempt();
  const timer = setInterval(() => void attempt(), job.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
