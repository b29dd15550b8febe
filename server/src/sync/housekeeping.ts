// Forgets what sync and Idempotency-Key no longer need, at start and every hour: tombstones older than
// TOMBSTONE_DAYS, of company and global collections alike (a cursor from before that answers 410 and its
// client pulls from scratch), stored Idempotency-Key answers older than 30 days, well past the 7-day
// token life (docs/api.md "Idempotency"), and point exports with their files a day after their last change.
import type { Deps } from '../deps';
import { idempotencyKeysRepo } from '../db/repos/idempotency-keys';
import { removeExpiredExports } from '../points/export-files';
import { purgeTombstones } from './purge-tombstones';

const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_DAYS = 30;

type Kept = Pick<Deps, 'db' | 'dataDir'>;

export async function runHousekeeping({ db, dataDir }: Kept, at: number, tombstoneDays: number): Promise<void> {
  await purgeTombstones(db, at - tombstoneDays * DAY_MS);
  await idempotencyKeysRepo(db).purge(at - IDEMPOTENCY_KEY_DAYS * DAY_MS);
  await removeExpiredExports(db, dataDir, at);
}

/** Returns the stop function; the timer does not keep the process alive. */
export function startHousekeeping(kept: Kept, tombstoneDays: number, now: () => number = Date.now): () => void {
  const run = () => void runHousekeeping(kept, now(), tombstoneDays).catch((error: unknown) => console.error('[housekeeping] failed', error));
  run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
