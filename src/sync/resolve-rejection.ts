// What the user can do with a change the server refused (docs/sync.md "Answers"): send it again (after
// fixing what the server named), or discard it. Changes rejected only because they waited behind it
// follow it either way.
import { db } from '../db/db';
import type { OutboxEntry, OutboxRequest, OverlayOp } from '../db/outbox-entry';
import { kickSync } from './sync-control';

const blockedBy = (entry: OutboxEntry) =>
  db.outbox.where('lane').equals(entry.lane).filter((e) => e.error?.blockedBy === entry.id).toArray();

/** Queue it again, optionally with an edited request (e.g. the create form fixed after a 400). It
 *  goes with a new Idempotency-Key: the server keeps the refusal under the old one, and a refusal
 *  means nothing was applied, so a new key cannot make it take effect twice. */
type Edited = {
  request: OutboxRequest;
  overlay: OverlayOp;
  /** A new base (a 412 sent again on the version the server has now): its version and record. */
  base?: { version: number; record: Record<string, unknown> };
};

export async function retryChange(entry: OutboxEntry, edited?: Edited): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const again = { state: 'queued' as const, error: null, attempts: 0, nextAttemptAt: 0 };
    for (const dependent of await blockedBy(entry)) await db.outbox.update(dependent.seq!, again);
    const fresh = { ...again, id: crypto.randomUUID() };
    const rebased = edited?.base ? { baseVersion: edited.base.version, base: edited.base.record } : {};
    await db.outbox.update(entry.seq!, edited ? { ...fresh, ...rebased, request: edited.request, payload: edited.overlay } : fresh);
  });
  kickSync();
}

/** Drop it for good, with whatever could only follow it. */
export async function discardChange(entry: OutboxEntry): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const dependent of await blockedBy(entry)) await db.outbox.delete(dependent.seq!);
    await db.outbox.delete(entry.seq!);
  });
}
