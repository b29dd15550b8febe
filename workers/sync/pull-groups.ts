// Which collections a pull takes together. Every round trip counts on a slow link, so the small collections
// and the orders go at once (the small ones are done within a round trip or two, long before the orders);
// the billing operations (one per charged order and per calculation) and the points, a hundred thousand of
// them, go after, each alone, so they never hold back a screen's first rows nor the orders' pages.
import type { SyncCollection } from '../../src/contract/sync-constants';

export const BULK_COLLECTIONS: readonly SyncCollection[] = ['operations', 'points'];

/** The asked collections in groups pulled one after another, in SYNC_COLLECTIONS order within each. */
export function pullGroups(collections: readonly SyncCollection[]): SyncCollection[][] {
  const first = collections.filter((c) => !BULK_COLLECTIONS.includes(c));
  const bulk = collections.filter((c) => BULK_COLLECTIONS.includes(c));
  return [first, ...bulk.map((c) => [c])].filter((group) => group.length > 0);
}
