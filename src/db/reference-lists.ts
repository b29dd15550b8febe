// The reference lists the console mirrors (docs/api.md), each with the error the product gives when it comes back
// empty. Pulled by the sync worker's page sweep (workers/sync/reference-pull.ts).
import type { ReferenceListName } from './schema';

export type ReferenceListSpec = {
  name: ReferenceListName;
  path: string;
  filter?: string;
  /** Text of the product's error when the list is empty (kept verbatim, translated by Lingui at display). */
  emptyError: 'providers' | 'platforms' | 'schemas' | 'statuses' | 'tariffs';
};

export const REFERENCE_LISTS: readonly ReferenceListSpec[] = [
  { name: 'providers', path: '/v1/app/list/providers', filter: 'enabled=1', emptyError: 'providers' },
  { name: 'allProviders', path: '/v1/app/list/providers', emptyError: 'providers' },
  { name: 'platforms', path: '/v1/app/list/platforms', emptyError: 'platforms' },
  { name: 'connectSchemas', path: '/v1/app/connections/schemas', emptyError: 'schemas' },
  { name: 'statuses', path: '/v1/app/list/statuses', emptyError: 'statuses' },
  { name: 'tariffs', path: '/v1/app/list/tariffs', emptyError: 'tariffs' },
];
