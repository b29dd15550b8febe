// The status lag the device holds (workers/sync/status-lag-pull.ts): undefined while the store is read, null
// before the first pull brought one.
import { db } from '../../../db/db';
import type { StatusLagRow } from '../../../db/schema';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';

export function useStatusLag(): StatusLagRow | null | undefined {
  return useLiveQuery(async () => (await db.statusLag.get('current')) ?? null, []);
}
