// What the device judges orders needing attention by: the time, the stuck thresholds of each service and status
// (from the status lag the sync keeps), and the orders whose queued changes the server refused (from the orders'
// outbox entries the list has read already).
import { db } from '../../../db/db';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { stuckAfterFrom, type AttentionContext } from '../lib/attention';

export async function readAttentionContext(orderEntries: readonly OutboxEntry[], now = Date.now()): Promise<AttentionContext> {
  const lag = await db.statusLag.get('current');
  const refusedIds = new Set(orderEntries.filter((entry) => entry.state === 'rejected').map((entry) => entry.entityId));
  return { now, stuckAfter: stuckAfterFrom(lag?.items ?? []), refusedIds };
}
