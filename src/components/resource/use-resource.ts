// Live reads of a resource as stored on this device, with the user's queued changes laid over.
import { useOverlaidCollection, useOverlaidRow } from '../../sync/use-overlaid';
import type { ResourceDefinition, ResourceRow } from './define-resource';

/** undefined while reading. */
export const useResourceRows = <Row extends ResourceRow, Form extends object>(definition: ResourceDefinition<Row, Form>) =>
  useOverlaidCollection<Row>(definition.resource.collection);

/** undefined while reading; null when there is no such item (or its delete is queued). */
export const useResourceRow = <Row extends ResourceRow, Form extends object>(definition: ResourceDefinition<Row, Form>, id: string) =>
  useOverlaidRow<Row>(definition.resource.collection, id);
