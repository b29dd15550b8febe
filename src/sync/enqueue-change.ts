// Every user change goes through here (docs/sync.md "Push"): one outbox entry, written to IndexedDB before
// anything else happens, so a reload, a closed tab or a crash cannot lose it. The screens show it at
// once through the overlay; the sync worker sends it when it can.
import { db } from '../db/db';
import { laneOf, type OutboxEntry, type OutboxRequest, type OverlayOp } from '../db/outbox-entry';
import type { RowCollection } from '../db/schema';
import { sessionStore } from '../session/session-store';
import { kickSync } from './sync-control';

export type Change = {
  collection: RowCollection;
  entityId: string;
  /** 'order.create', 'rule.switch', ...: names the change in the pending and rejected lists. */
  kind: string;
  /** The entity's name for people, shown in the pending and rejected lists. */
  title?: string;
  overlay: OverlayOp;
  request: OutboxRequest;
  /** Version of the entity the user saw; 0 for a create. */
  baseVersion: number;
  /** The lane of the entity this one lives under (an integration's account), sent first. */
  after?: string;
  /** The record as the user saw it, for an edit held to its version. */
  base?: Record<string, unknown>;
  /** The Idempotency-Key; a new UUID unless given (an imported row's comes from its file,
   *  docs/decisions/orders.md "Orders in bulk"). */
  key?: string;
  /** false: the caller wakes the sync worker once after many changes (an import's batches); a wake per change
   *  would start a send round per change, each contending with the next batch's writes. */
  wake?: false;
};

export async function enqueueChange(change: Change): Promise<OutboxEntry> {
  const user = sessionStore.get().user;
  if (!user) throw new Error('enqueueChange without a logged-in user');
  const entry: OutboxEntry = {
    id: change.key ?? crypto.randomUUID(),
    userId: user.id,
    lane: laneOf(change.collection, change.entityId),
    ...(change.after ? { after: change.after } : {}),
    collection: change.collection,
    entityId: change.entityId,
    kind: change.kind,
    title: change.title,
    payload: change.overlay,
    request: change.request,
    baseVersion: change.baseVersion,
    ...(change.base ? { base: change.base } : {}),
    attempts: 0,
    nextAttemptAt: 0,
    state: 'queued',
    error: null,
    createdAt: Date.now(),
  };
  entry.seq = await db.outbox.add(entry);
  if (change.wake !== false) kickSync();
  return entry;
}

/** A new entity's id, made here so a repeated create finds the same row on the server. */
export const newEntityId = (): string => crypto.randomUUID();
