// One kind of change the console queues and the server takes (docs/architecture.md "Changes"): where it goes
// (method and path), which collection it changes, and what the device shows until the server's own row comes
// back, as a pure function of the row shown now and the body. The console queues changes only through these
// entries, the server registers the same paths, and the outbox's test server answers by them.
import type { SyncCollection } from '../sync-constants';
import type { ApiPath } from './api-path';

export type ChangeMethod = 'POST' | 'PUT' | 'DELETE';
/** The collections the outbox changes (the points are the delivery services', never the user's). */
export type ChangeCollection = Exclude<SyncCollection, 'points'>;

/** How a queued change looks on screen until the server has it: fields laid over the record (or a new record,
 *  for a create), the record hidden (a delete), or nothing (a refresh of statuses). */
export type ChangeOverlay = { op: 'upsert'; fields: Record<string, unknown> } | { op: 'remove' } | { op: 'none' };

export type ChangeContext = {
  /** ISO time the change is made. */
  now: string;
  /** Who makes it (an order's `username`). */
  username: string;
  /** What the screen shows of the change beyond its body (a secret as its mask, the company's id). */
  shown?: Record<string, unknown>;
};

export type ChangeEntry<T extends string = string, Body = unknown, Row = unknown> = {
  /** Names the change in the outbox and in the pending and refused lists: 'order.cancel'. */
  kind: string;
  collection: ChangeCollection;
  method: ChangeMethod;
  path: ApiPath<T>;
  /** The change replaces the record: it carries the version it was made on (If-Match), and a record changed
   *  since answers 412 with the record now. */
  versioned?: boolean;
  /** The overlay from the record as shown now (undefined for a create) and the body. */
  optimistic(current: Row | undefined, body: Body, context: ChangeContext): ChangeOverlay;
};

export const defineChange = <T extends string, Body = undefined, Row = unknown>(entry: ChangeEntry<T, Body, Row>) => entry;

export const upsert = (fields: Record<string, unknown>): ChangeOverlay => ({ op: 'upsert', fields });
export const REMOVE: ChangeOverlay = { op: 'remove' };
export const NOTHING_SHOWN: ChangeOverlay = { op: 'none' };
