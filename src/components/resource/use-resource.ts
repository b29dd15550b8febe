// Live reads of a resource as stored on this device, with the user's queued changes laid over; a resource
// that is one kind of a shared collection (modules) sees only its own rows.
import { useMemo } from 'react';
import { useOverlaidCollection, useOverlaidRow } from '../../sync/use-overlaid';
import type { ResourceCollection, ResourceDefinition } from './define-resource';

/** undefined while reading. */
export function useResourceRows<C extends ResourceCollection, Form extends object>(definition: ResourceDefinition<C, Form>) {
  const rows = useOverlaidCollection(definition.resource.collection);
  const { only } = definition;
  return useMemo(() => (only && rows ? rows.filter((row) => only(row)) : rows), [rows, only]);
}

/** undefined while reading; null when there is no such item (or its delete is queued, or it is another kind's). */
export function useResourceRow<C extends ResourceCollection, Form extends object>(definition: ResourceDefinition<C, Form>, id: string) {
  const row = useOverlaidRow(definition.resource.collection, id);
  return row && definition.only && !definition.only(row) ? null : row;
}
