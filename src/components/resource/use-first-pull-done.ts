// Whether this device has pulled a collection to its end at least once, so an empty local table can
// be told apart from "not loaded yet" (right after login, or a device not online since).
import { useLiveQuery } from '../../lib/hooks/use-live-query';
import { db } from '../../db/db';
import type { SyncCollection } from '../../contract/sync-constants';

/** undefined while reading. */
export function useFirstPullDone(collection: SyncCollection): boolean | undefined {
  return useLiveQuery(async () => (await db.syncState.get(collection))?.complete ?? false, [collection]);
}
