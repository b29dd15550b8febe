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

/** Whether lists of `lang` may be stored: the device's language is theirs (syncStatus.lang, written by the engine
 *  at each session; docs/decisions/shell-and-settings.md "Language"). A sweep that a switch left behind, or one
 *  that a worker outliving its page finishes in the language it had, stores nothing. Call inside a transaction
 *  that holds syncStatus, so the check and the write are one. */
export async function listsOfLangWanted(db: ParcelDb, lang: string | undefined): Promise<boolean> {
  const current = (await db.syncStatus.get('current'))?.lang;
  return !lang || !current || current === lang;
}

/** Returns the product's errors of the lists that came back empty. `lang`: the language the sweep asked in. */
export async function pullReferenceLists(
  db: ParcelDb, fetchList: ListFetcher, now = Date.now, lang?: string,
): Promise<ReferenceListSpec['emptyError'][]> {
  const empty: ReferenceListSpec['emptyError'][] = [];
  await Promise.all(REFERENCE_LISTS.map(async (spec) => {
    const items = await fetchAllPages(fetchList(spec));
    if (items.length === 0) empty.push(spec.emptyError);
    else {
      await db.transaction('rw', db.lists, db.syncStatus, async () => {
        if (!(await listsOfLangWanted(db, lang)) || (await sameAsStored(db, spec.name, items))) return;
        await db.lists.put({ name: spec.name, items, syncedAt: now() });
      });
    }
  }));
  return [...new Set(empty)];
}
