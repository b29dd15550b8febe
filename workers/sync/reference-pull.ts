// Reference lists (docs/sync.md "Pull"): the product's page sweep, 100 per page until `total`, each list replaced
// whole and only after its sweep finished, so a dropped connection never leaves half a list. An empty
// answer keeps the stored copy and is reported (the product's "... empty, please refresh page").
import { fetchAllPages, type PageFetcher } from '../../src/contract/http/list-sweep';
import type { ParcelDb } from '../../src/db/schema';
import { REFERENCE_LISTS, type ReferenceListSpec } from '../../src/db/reference-lists';

/** A sweep that brought what is stored writes nothing: each write wakes every screen that reads the lists
 *  (the order list's rows name their status and service from them), and a sweep runs at every start. */
async function sameAsStored(db: ParcelDb, name: ReferenceListSpec['name'], items: unknown[], lang?: string): Promise<boolean> {
  const stored = await db.lists.get(name);
  return !!stored && stored.lang === lang && JSON.stringify(stored.items) === JSON.stringify(items);
}

export type ListFetcher = (spec: ReferenceListSpec) => PageFetcher<unknown>;

/** Whether the stored lists are in `lang`: false makes a sweep due (a switch of language, or a sweep that
 *  a worker outliving its page finished in the language it had). */
export async function listsAreIn(db: ParcelDb, lang: string): Promise<boolean> {
  const rows = await db.lists.bulkGet(REFERENCE_LISTS.map((spec) => spec.name));
  // A list never stored (it came back empty) is no question of language.
  return rows.every((row) => !row || row.lang === lang);
}

/** Returns the product's errors of the lists that came back empty. `lang`: the language the sweep asked in, kept
 *  with each list. `keep`: false once the sweep is no longer wanted (a sweep in another language took over). */
export async function pullReferenceLists(
  db: ParcelDb, fetchList: ListFetcher, now = Date.now, lang?: string, keep: () => boolean = () => true,
): Promise<ReferenceListSpec['emptyError'][]> {
  const empty: ReferenceListSpec['emptyError'][] = [];
  await Promise.all(REFERENCE_LISTS.map(async (spec) => {
    const items = await fetchAllPages(fetchList(spec));
    if (items.length === 0) empty.push(spec.emptyError);
    else if (!(await sameAsStored(db, spec.name, items, lang)) && keep()) await db.lists.put({ name: spec.name, items, syncedAt: now(), lang });
  }));
  return [...new Set(empty)];
}
