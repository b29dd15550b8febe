// Which collections the store keeps one record per item and which as the pages they came in. Apart from
// schema.ts so that the outbox entry's type can name the collections without importing the schema.
import type { SyncCollection } from '../contract';

/** Collections stored as pages (SyncPageRow) rather than one record per item: read only through a
 *  worker's own index of them, never queried by the store's indexes. */
export const PAGED_COLLECTIONS = { points: 'pointPages' } as const satisfies Partial<Record<SyncCollection, string>>;
export type PagedCollection = keyof typeof PAGED_COLLECTIONS;
export const isPaged = (collection: SyncCollection): collection is PagedCollection => Object.hasOwn(PAGED_COLLECTIONS, collection);

/** The collections stored one record per item: read through the store's indexes, changed by the outbox. */
export type RowCollection = Exclude<SyncCollection, PagedCollection>;
