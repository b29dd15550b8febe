// Queues one change of the registry (src/contract/changes): its request and what the device shows meanwhile
// come from the entry, so no screen builds either by hand.
import type { ChangeEntry, PathParams } from '../contract/changes';
import type { OutboxEntry, OutboxRequest } from '../db/outbox-entry';
import { sessionStore } from '../session/session-store';
import { enqueueChange } from './enqueue-change';
import { retryChange } from './resolve-rejection';

type Queued<T extends string, Body, Row> = {
  params: PathParams<T>;
  /** The record as the screen shows it now; absent for a create. Its version is the change's base version. */
  current?: Row & { version?: number };
  /** The entity the change belongs to: the path's `id` unless said. */
  entityId?: string;
  title?: string;
  after?: string;
  /** What the screen shows beyond the body (a secret's mask): laid over the registry's overlay. */
  shown?: Record<string, unknown>;
  /** The Idempotency-Key, when the change must have a given one (enqueue-change.ts). */
  key?: string;
  /** false: the sync worker is woken by the caller, once for many changes (enqueue-change.ts). */
  wake?: false;
} & (undefined extends Body ? { body?: Body } : { body: Body });

/** The record without the overlay's markers (_pending, _rejected...): what the server had. */
const recordOf = (row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('_')));

/** What a change of the registry queues: its request, its overlay, and the version it is held to. */
function build<T extends string, Body, Row>(entry: ChangeEntry<T, Body, Row>, change: Queued<T, Body, Row>) {
  const user = sessionStore.get().user;
  const overlay = entry.optimistic(change.current, change.body as Body, { now: new Date().toISOString(), username: user?.name ?? '', shown: change.shown });
  const heldToVersion = entry.versioned && change.current?.version ? change.current.version : undefined;
  const request: OutboxRequest = {
    method: entry.method, path: entry.path.build(change.params),
    ...(change.body === undefined ? {} : { body: change.body }),
    // A record still waiting for its create has no version to hold the edit to.
    ...(heldToVersion ? { ifMatch: heldToVersion } : {}),
  };
  const base = heldToVersion ? { version: heldToVersion, record: recordOf(change.current!) } : undefined;
  return { overlay, request, base };
}

/** The change's entity is the path's `id` unless given; its base version is the shown record's. */
export function queueChange<T extends string, Body, Row>(entry: ChangeEntry<T, Body, Row>, change: Queued<T, Body, Row>): Promise<OutboxEntry> {
  const entityId = change.entityId ?? (change.params as Record<string, string>).id;
  if (!entityId) throw new Error(`${entry.kind}: no entity id`);
  const { overlay, request, base } = build(entry, change);
  return enqueueChange({
    collection: entry.collection, entityId, kind: entry.kind, title: change.title, after: change.after,
    baseVersion: change.current?.version ?? 0,
    ...(change.key ? { key: change.key } : {}),
    ...(change.wake === false ? { wake: false as const } : {}),
    ...(base ? { base: base.record } : {}),
    overlay,
    request,
  });
}

/** A refused change sent again as the user fixed it: the same entry (its place in the queue, its entity) with
 *  the new body, the registry's request and overlay, and a new key (resolve-rejection.ts). */
export function requeueChange<T extends string, Body, Row>(refused: OutboxEntry, entry: ChangeEntry<T, Body, Row>, change: Queued<T, Body, Row>): Promise<void> {
  if (refused.kind !== entry.kind) throw new Error(`${entry.kind}: cannot send again as ${refused.kind}`);
  return retryChange(refused, build(entry, change));
}
