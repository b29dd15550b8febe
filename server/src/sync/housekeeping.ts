// Forgets what sync and Idempotency-Key no longer need, at start and every hour: tombstones older than
// TOMBSTONE_DAYS, of company and global collections alike (a cursor from before that answers 410 and its
// client pulls from scratch), stored Idempotency-Key answers older than 30 days, well past the 7-day
// token life (docs/api.md "Idempotency"), point exports with their files a day after their last change,
// instances a day past their last heartbeat, auth limit counters whose window is over, and spooled mail older
// than its codes' 24 hours (no transport took it). One instance runs it (instances/periodic.ts).
import type { Deps } from '../deps';
import { idempotencyKeysRepo } from '../db/repos/idempotency-keys';
import { pointExportsRepo } from '../db/repos/point-exports';
import { SIGNUP_CODE_TTL_MS } from '../db/repos/signups';
import { purgeExpiredLimits } from '../limits/auth-limits';
import { purgeStaleMail } from '../mail-outbox';
import { purgeTombstones } from './purge-tombstones';
import { forgetLapsedInstances, type Instance } from '../instances/instance';
import { startPeriodic } from '../instances/periodic';

const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_DAYS = 30;

type Kept = Pick<Deps, 'db'>;

export async function runHousekeeping({ db }: Kept, at: number, tombstoneDays: number): Promise<void> {
  await purgeTombstones(db, at - tombstoneDays * DAY_MS);
  await idempotencyKeysRepo(db).purge(at - IDEMPOTENCY_KEY_DAYS * DAY_MS);
  await pointExportsRepo(db).purgeExpired(at);
  await forgetLapsedInstances(db, at);
  await purgeExpiredLimits(db, at);
  await purgeStaleMail(db, at - SIGNUP_CODE_TTL_MS);
}

/** Returns the stop function; the timer does not keep the process alive. Once an hour across instances. */
export function startHousekeeping(kept: Kept, instance: Instance, tombstoneDays: number, now: () => number = Date.now): () => void {
  return startPeriodic(kept.db, instance, { name: 'housekeeping', everyMs: HOUSEKEEPING_EVERY_MS, run: (at) => runHousekeeping(kept, at, tombstoneDays) }, now);
}
