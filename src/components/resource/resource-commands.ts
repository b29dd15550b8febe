// A resource's create, edit and delete, local-first: one outbox entry each (src/sync/resource-changes.ts),
// shown at once through the overlay and sent by the sync worker when it can.
import { queueCreate, queueDelete, queueUpdate, type Resource } from '../../sync/resource-changes';
import type { ResourceCollection, ResourceDefinition, ResourceRow } from './define-resource';

/** What the commands need of a definition: where the changes go and how a form becomes a body. */
type Definition<Form extends object> = { resource: Resource; form: Pick<ResourceDefinition<ResourceCollection, Form>['form'], 'toBody'> };

/** Returns the new item's id (made here and kept by the server, so a repeated send is harmless). */
export function createItem<Form extends object>({ resource, form: { toBody } }: Definition<Form>, form: Form): Promise<string> {
  const body = toBody(form);
  return queueCreate(resource, body, body.name);
}

/** PUT replaces every field, so the whole form is sent. `version` is what the user saw; an item still
 *  waiting for its create has none yet. */
export function updateItem<Form extends object>({ resource, form: { toBody } }: Definition<Form>, item: ResourceRow, form: Form): Promise<void> {
  const body = toBody(form);
  return queueUpdate(resource, item, body, body.name);
}

/** The item leaves the list at once and the server when the change is sent. */
export const deleteItem = ({ resource }: { resource: Resource }, item: ResourceRow): Promise<void> =>
  queueDelete(resource, item, item.name);
