// The create / edit / delete changes of the company's small resources (shops, warehouses, connections,
// tariff rules) share one shape: a POST with the id made here, a PUT of every field, a DELETE. Each is
// one outbox entry; features only say which resource and which fields.
import type { RowCollection } from '../db/schema';
import { enqueueChange, newEntityId } from './enqueue-change';

export type Resource = {
  collection: RowCollection; path: string; kind: 'shop' | 'warehouse' | 'connection' | 'rule' | 'module' | 'integration';
  /** The lane of the entity these items live under (an integration's account): its queued changes go first. */
  after?: string;
};

export const RESOURCES = {
  shops: { collection: 'shops', path: '/v1/app/shops', kind: 'shop' },
  warehouses: { collection: 'warehouses', path: '/v1/app/warehouses', kind: 'warehouse' },
  connections: { collection: 'connections', path: '/v1/app/connections', kind: 'connection' },
  rules: { collection: 'rules', path: '/v1/app/editors/tariff/rules', kind: 'rule' },
} as const satisfies Record<string, Resource>;

type Row = { id: string; version?: number };

export const itemPath = (resource: Resource, id: string) => `${resource.path}/${encodeURIComponent(id)}`;

/** Returns the new item's id. `id` is given only when a refused create is made again. */
export async function queueCreate(resource: Resource, fields: Record<string, unknown>, title: string, id = newEntityId(), shown: Record<string, unknown> = {}): Promise<string> {
  await enqueueChange({
    collection: resource.collection, entityId: id, kind: `${resource.kind}.create`, title, baseVersion: 0, after: resource.after,
    overlay: { op: 'upsert', fields: { ...fields, ...shown } },
    request: { method: 'POST', path: resource.path, body: { id, ...fields } },
  });
  return id;
}

/** PUT replaces every field, so the request means the same however late it arrives. `version` is
 *  absent for an item whose create is still queued. */
export async function queueUpdate(resource: Resource, row: Row, fields: Record<string, unknown>, title: string, shown: Record<string, unknown> = {}): Promise<void> {
  await enqueueChange({
    collection: resource.collection, entityId: row.id, kind: `${resource.kind}.update`, title, baseVersion: row.version ?? 0, after: resource.after,
    overlay: { op: 'upsert', fields: { ...fields, ...shown } },
    request: { method: 'PUT', path: itemPath(resource, row.id), body: fields },
  });
}

/** Hidden here at once; a repeated DELETE answers the same on the server. */
export async function queueDelete(resource: Resource, row: Row, title?: string): Promise<void> {
  await enqueueChange({
    collection: resource.collection, entityId: row.id, kind: `${resource.kind}.delete`, title, baseVersion: row.version ?? 0, after: resource.after,
    overlay: { op: 'remove' },
    request: { method: 'DELETE', path: itemPath(resource, row.id) },
  });
}
