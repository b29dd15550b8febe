// How a collection's pull stands, from the stored counters (never count() over the table): null until
// the first pull has finished, so screens can tell "still loading" from "empty".
import { useLiveQuery } from '../lib/hooks/use-live-query';
import { db } from '../db/db';
import type { SyncCollection } from '../contract/sync-constants';

export function useSyncTotal(collection: SyncCollection): number | null | undefined {
  return useLiveQuery(async () => {
    const state = await db.syncState.get(collection);
    return state?.complete ? state.total : null;
  }, [collection]);
}
