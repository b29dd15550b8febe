// The create / edit / delete changes of the company's small resources (shops, warehouses, packages, connections,
// tariff rules, the modules' settings and their integrations) share one shape, the registry's
// (src/contract/changes/resource-changes.ts): a POST with the id made here, a PUT of every field, a DELETE.
// Each is one outbox entry; features only say which resource and which fields.
import {
  CONNECTION_CHANGES, PACKAGE_CHANGES, RULE_CHANGES, SHOP_CHANGES, WAREHOUSE_CHANGES, type ChangeCollection, type ResourceChanges,
} from '../contract/changes';
import { newEntityId } from './enqueue-change';
import { queueChange } from './queue-change';

export type Resource<C extends ChangeCollection = ChangeCollection> = {
  collection: C;
  changes: ResourceChanges;
  /** The path's parameters above the item (an integration's account). */
  params?: Record<string, string>;
  /** The lane of the entity these items live under (an integration's account): its queued changes go first. */
  after?: string;
};

export const RESOURCES = {
  shops: { collection: 'shops', changes: SHOP_CHANGES },
  warehouses: { collection: 'warehouses', changes: WAREHOUSE_CHANGES },
  packages: { collection: 'packages', changes: PACKAGE_CHANGES },
  connections: { collection: 'connections', changes: CONNECTION_CHANGES },
  rules: { collection: 'rules', changes: RULE_CHANGES },
} as const satisfies Record<string, Resource>;

type Row = { id: string; version?: number };

/** Returns the new item's id. `id` is given only when a refused create is made again. */
export async function queueCreate(resource: Resource, fields: Record<string, unknown>, title: string, id = newEntityId(), shown: Record<string, unknown> = {}): Promise<string> {
  await queueChange(resource.changes.create, { params: { ...resource.params }, entityId: id, body: { id, ...fields }, title, after: resource.after, shown });
  return id;
}

/** PUT replaces every field, so the request means the same however late it arrives. `version` is
 *  absent for an item whose create is still queued. */
export async function queueUpdate(resource: Resource, row: Row, fields: Record<string, unknown>, title: string, shown: Record<string, unknown> = {}): Promise<void> {
  await queueChange(resource.changes.update, { params: { ...resource.params, id: row.id }, current: row, body: fields, title, after: resource.after, shown });
}

/** Hidden here at once; a repeated DELETE answers the same on the server. */
export async function queueDelete(resource: Resource, row: Row, title?: string): Promise<void> {
  await queueChange(resource.changes.delete, { params: { ...resource.params, id: row.id }, current: row, title, after: resource.after });
}
