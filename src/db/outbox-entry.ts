// One queued user change (docs/sync.md "Push"). The request is fixed when the change is made, so the sync
// worker sends it without knowing any screen's code; the token is added at send time, never stored.
import type { ChangeMethod, ChangeOverlay } from '../contract/changes/define-change';
import type { RowCollection } from './collections';

export type OutboxState =
  /** Waiting for its turn (or for nextAttemptAt after a failed try). */
  | 'queued'
  /** The server refused it (4xx): shown to the user with the reason, until retried or discarded. */
  | 'rejected';

/** How a queued change looks on screen until the server has it (the registry's, src/contract/changes). */
export type OverlayOp = ChangeOverlay;

export type OutboxRequest = {
  method: ChangeMethod;
  path: string;
  body?: unknown;
  /** The version an edit was made on, sent as If-Match: a record changed since is refused with 412. */
  ifMatch?: number;
};

export type OutboxError = {
  status: number;
  code?: string;
  message: string;
  description?: string;
  errors?: Array<{ field: string; message: string }>;
  /** Set when this entry was not sent because an earlier change of its lane was rejected. */
  blockedBy?: string;
  /** A 412's record as the server had it (040412): what the user's edit met. */
  current?: unknown;
};

export type OutboxEntry = {
  /** Auto-increment: the order of the queue. */
  seq?: number;
  /** UUID, sent as the Idempotency-Key: a repeat after a lost answer takes effect once. */
  id: string;
  /** The user who made it: a different user never sends it. */
  userId: number;
  /** `${collection}:${entityId}`: first in, first out within a lane; lanes run independently. */
  lane: string;
  /** Another lane this change depends on (an integration on its account): it waits while a change of that lane
   *  made before it is still queued, and is refused with that lane's refused create (docs/sync.md "Order"). */
  after?: string;
  collection: RowCollection;
  entityId: string;
  /** What the change is, for the overlay and the pending/rejected lists (e.g. 'order.cancel'). */
  kind: string;
  /** The entity's name for people (an order's client number, a shop's name) in pending/rejected lists. */
  title?: string;
  /** What the overlay needs to show the change before the server has it. */
  payload: OverlayOp;
  request: OutboxRequest;
  /** Version of the entity when the change was made (0 for a create). */
  baseVersion: number;
  /** For an edit held to its version (If-Match): the record as the user saw it then, the value both sides of a
   *  412 started from (src/sync/conflicts). */
  base?: Record<string, unknown>;
  attempts: number;
  /** Unix ms before which it is not retried (backoff). */
  nextAttemptAt: number;
  /** Set before a rule switch is first sent: from then on the server may have applied it, even when no
   *  answer came back (lost, tab killed), so it is never folded away against the stored state (coalesce.ts). */
  sentAt?: number;
  state: OutboxState;
  error: OutboxError | null;
  createdAt: number;
};

export const laneOf = (collection: RowCollection, entityId: string) => `${collection}:${entityId}`;
