// Live reads of a resource as stored on this device, with the user's queued changes laid over.
import { useOverlaidCollection, useOverlaidRow } from '../../sync/use-overlaid';
import type { ResourceCollection, ResourceDefinition } from './define-resource';

/** undefined while reading. */
export const useResourceRows = <C extends ResourceCollection, Form extends object>(definition: ResourceDefinition<C, Form>) =>
  useOverlaidCollection(definition.resource.collection);

/** undefined while reading; null when there is no such item (or its delete is queued). */
export const useResourceRow = <C extends ResourceCollection, Form extends object>(definition: ResourceDefinition<C, Form>, id: string) =>
  useOverlaidRow(definition.resource.collection, id);
