// The status lag on the device (statusLag, docs/decisions/analytics.md "Status lag"): a small computed list, not
// versioned rows, so it is not a cursor collection. Asked whole with each pull round that takes the orders,
// with the ETag of the copy held: unchanged, the server answers 304 (headers only on a slow link) and nothing is
// written, so no screen reads again. A role that may not read orders keeps none and is not refused one; refused
// anyway (403, or 404 from an API host without the call), the device keeps none either.
import type { StatusLagItem } from '../../src/contract/status-lag';
import type { ParcelDb } from '../../src/db/schema';

export type StatusLagFetch =
  | { kind: 'unchanged' }
  | { kind: 'changed'; items: StatusLagItem[]; etag: string | null }
  | { kind: 'refused' };

export async function pullStatusLag(
  db: ParcelDb, fetchLag: (etag: string | null) => Promise<StatusLagFetch>, now = Date.now,
): Promise<void> {
  const stored = await db.statusLag.get('current');
  const answer = await fetchLag(stored?.etag ?? null);
  if (answer.kind === 'unchanged') return;
  if (answer.kind === 'refused') {
    if (stored) await db.statusLag.delete('current');
    return;
  }
  await db.statusLag.put({ key: 'current', items: answer.items, etag: answer.etag, syncedAt: now() });
}
