// A resource's create, edit and delete, local-first: one outbox entry each (src/sync/resource-changes.ts),
// shown at once through the overlay and sent by the sync worker when it can.
import { queueCreate, queueDelete, queueUpdate, type Resource } from '../../sync/resource-changes';
import { titleOf, type ResourceCollection, type ResourceDefinition, type ResourceRow } from './define-resource';

/** What the commands need of a definition: where the changes go and how a form becomes a body. */
type Definition<Form extends object> = Pick<ResourceDefinition<ResourceCollection, Form>, 'titleOf'> & {
  resource: Resource;
  form: Pick<ResourceDefinition<ResourceCollection, Form>['form'], 'toBody' | 'shown'>;
};

/** Returns the new item's id (made here and kept by the server, so a repeated send is harmless). */
export function createItem<Form extends object>(definition: Definition<Form>, form: Form): Promise<string> {
  const body = definition.form.toBody(form);
  return queueCreate(definition.resource, body, titleOf(definition, body), undefined, definition.form.shown?.(body));
}

/** PUT replaces every field, so the whole form is sent. `version` is what the user saw; an item still
 *  waiting for its create has none yet. */
export function updateItem<Form extends object>(definition: Definition<Form>, item: ResourceRow, form: Form): Promise<void> {
  const body = definition.form.toBody(form);
  return queueUpdate(definition.resource, item, body, titleOf(definition, body), definition.form.shown?.(body));
}

/** The item leaves the list at once and the server when the change is sent. */
export const deleteItem = (definition: Pick<Definition<object>, 'resource' | 'titleOf'>, item: ResourceRow): Promise<void> =>
  queueDelete(definition.resource, item, titleOf(definition, item));
