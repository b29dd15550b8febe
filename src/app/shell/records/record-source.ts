// Whose id a dynamic path segment is, told by the segment before it (`/orders/$id`, `/shops/$idShop`,
// `.../integrations/$integrationId`), and so where its title is read: a synced row of the local store, the
// points worker's catalog, or the provider list.
import type { RowCollection } from '../../../db/collections';
import { firstId } from '../../../components/resource/first-id';

export type RecordSource =
  | { kind: 'row'; collection: RowCollection; id: string }
  | { kind: 'point'; id: string }
  | { kind: 'provider'; key: string };

const ROWS_BY_PARENT: Record<string, RowCollection> = {
  orders: 'orders',
  shops: 'shops',
  warehouses: 'warehouses',
  packages: 'packages',
  connections: 'connections',
  rules: 'rules',
  // A module's or a marketplace's settings: one kind each of the shared 'modules' collection.
  retailcrm: 'modules',
  yamarket: 'modules',
  wildberries: 'modules',
  integrations: 'integrations',
  invoices: 'invoices',
};

/** `parent`: the static segment before the id; `value`: the id (an edit route's comma list opens its first). */
export function recordSourceOf(parent: string, value: string): RecordSource | undefined {
  if (parent === 'providers') return { kind: 'provider', key: value };
  if (parent === 'points') return { kind: 'point', id: value };
  const collection = ROWS_BY_PARENT[parent];
  return collection ? { kind: 'row', collection, id: firstId(value) } : undefined;
}
