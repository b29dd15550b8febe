// Whether this device has pulled the company's connections to the end at least once, so an empty
// list can say "not loaded yet" (offline on a new device) rather than "none".
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import { db } from '../../../db/db';

/** undefined while reading. */
export const useConnectionsPulled = (): boolean | undefined =>
  useLiveQuery(async () => !!(await db.syncState.get('connections'))?.complete, []);
