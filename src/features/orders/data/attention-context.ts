// What the device judges orders needing attention by, read from the store: the time, the stuck thresholds of
// each service and status (from the status lag the sync keeps), and the orders whose queued changes the server
// refused.
import { db } from '../../../db/db';
import { stuckAfterFrom, type AttentionContext } from '../lib/attention';

async function refusedOrderIds(): Promise<Set<string>> {
  const refused = await db.outbox.where('state').equals('rejected').toArray();
  return new Set(refused.filter((entry) => entry.collection === 'orders').map((entry) => entry.entityId));
}

export async function readAttentionContext(now = Date.now()): Promise<AttentionContext> {
  const [lag, refusedIds] = await Promise.all([db.statusLag.get('current'), refusedOrderIds()]);
  return { now, stuckAfter: stuckAfterFrom(lag?.items ?? []), refusedIds };
}
