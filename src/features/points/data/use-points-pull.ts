// Where the points pull stands, live: the stored counters of syncState 'points' (moved by every committed
// batch of 1,000) and whether the sync worker is pulling points right now. undefined while reading.
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import { db } from '../../../db/db';
import type { SyncStateRow } from '../../../db/schema';

export type PointsPull = { state: SyncStateRow | null; pulling: boolean };

export function usePointsPull(): PointsPull | undefined {
  return useLiveQuery(async () => {
    const [state, status] = await Promise.all([db.syncState.get('points'), db.syncStatus.get('current')]);
    return { state: state ?? null, pulling: status?.pulling === 'points' };
  });
}

/** Whether a points pull has reached the end, as a plain value: a component that needs only this does not
 *  render again on each of the hundred batches of a pull. undefined while reading. */
export function usePointsPullComplete(): boolean | undefined {
  return useLiveQuery(async () => (await db.syncState.get('points'))?.complete === true);
}
