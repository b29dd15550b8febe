// Reference lists (docs/sync.md "Pull"): the product's page sweep, 100 per page until `total`, each list replaced
// whole and only after its sweep finished, so a dropped connection never leaves half a list. An empty
// answer keeps the stored copy and is reported (the product's "... empty, please refresh page").
import { fetchAllPages, type PageFetcher } from '../../src/contract/http/list-sweep';
import type { ParcelDb } from '../../src/db/schema';
import { REFERENCE_LISTS, type ReferenceListSpec } from '../../src/db/reference-lists';

/** A sweep that brought what is stored writes nothing: each write wakes every screen that reads the lists
 *  (the order list's rows name their status and service from them), and a sweep runs at every start. */
async function sameAsStored(db: ParcelDb, name: ReferenceListSpec['name'], items: unknown[]): Promise<boolean> {
  const stored = await db.lists.get(name);
  return !!stored && JSON.stringify(stored.items) === JSON.stringify(items);
}

export type ListFetcher = (spec: ReferenceListSpec) => PageFetcher<unknown>;

/** Returns the product's errors of the lists that came back empty. `keep`: false once the sweep is no longer wanted
 *  (a sweep in another language took over, docs/decisions/shell-and-settings.md "Language"): it writes nothing more. */
export async function pullReferenceLists(
  db: ParcelDb, fetchList: ListFetcher, now = Date.now, keep: () => boolean = () => true,
): Promise<ReferenceListSpec['emptyError'][]> {
  const empty: ReferenceListSpec['emptyError'][] = [];
  await Promise.all(REFERENCE_LISTS.map(async (spec) => {
    const items = await fetchAllPages(fetchList(spec));
    if (items.length === 0) empty.push(spec.emptyError);
    else if (!(await sameAsStored(db, spec.name, items)) && keep()) await db.lists.put({ name: spec.name, items, syncedAt: now() });
  }));
  return [...new Set(empty)];
}
