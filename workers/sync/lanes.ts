// Which queued changes may go now (docs/sync.md "Order"): first in, first out within a lane (an order's
// create before its cancel), lanes independent of each other unless a change names the lane it depends on
// (`after`: an integration's create waits for its account's), and nothing before its backoff is over.
import type { OutboxEntry } from '../../src/db/outbox-entry';

export type LanePlan = {
  /** The head of every lane whose turn it is, oldest lane first. */
  due: OutboxEntry[];
  /** When the earliest waiting head may go, or null when nothing waits. */
  wakeAt: number | null;
};

export function planLanes(entries: readonly OutboxEntry[], now: number): LanePlan {
  const heads = new Map<string, OutboxEntry>();
  for (const entry of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    // Rejected entries stand aside: they wait for the user, and what depends on them is rejected too.
    if (entry.state === 'queued' && !heads.has(entry.lane)) heads.set(entry.lane, entry);
  }
  const due: OutboxEntry[] = [];
  let wakeAt: number | null = null;
  const waitsFor = (head: OutboxEntry) =>
    head.after !== undefined && entries.some((e) => e.lane === head.after && e.state === 'queued' && (e.seq ?? 0) < (head.seq ?? 0));
  for (const head of heads.values()) {
    // Sent once the lane it depends on has sent what came before it; a send there wakes the drain again.
    if (waitsFor(head)) continue;
    if (head.nextAttemptAt <= now) due.push(head);
    else wakeAt = wakeAt === null ? head.nextAttemptAt : Math.min(wakeAt, head.nextAttemptAt);
  }
  return { due, wakeAt };
}

/** Entries queued behind a rejected create, in its lane or depending on it: without the created entity they
 *  cannot succeed. */
export function dependentsOf(entries: readonly OutboxEntry[], rejected: OutboxEntry): OutboxEntry[] {
  if (rejected.baseVersion !== 0) return [];
  return entries.filter((e) => (e.lane === rejected.lane || e.after === rejected.lane) && (e.seq ?? 0) > (rejected.seq ?? 0) && e.state === 'queued');
}
