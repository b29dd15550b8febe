// A resource list's search, kept in the URL (`?q=`), so a filtered list can be bookmarked, shared and
// reopened offline. Light on purpose: the list route's validateSearch runs in the entry bundle.

export type ResourceSearch = { q?: string };

const MAX_QUERY = 200;

/** validateSearch of a resource list route: anything but a non-blank text means "no search", so a plain
 *  list keeps a plain URL. */
export function parseResourceSearch(search: Record<string, unknown>): ResourceSearch {
  const q = typeof search.q === 'string' ? search.q.slice(0, MAX_QUERY) : '';
  return q.trim() ? { q } : {};
}

const words = (text: string, locale?: string) => text.toLocaleLowerCase(locale).split(/\s+/u).filter(Boolean);

/** The rows whose texts hold every word of the query, anywhere in any of them, case aside. */
export function filterRows<T>(rows: readonly T[], query: string, textsOf: (row: T) => Array<string | null | undefined>, locale?: string): T[] {
  const wanted = words(query, locale);
  if (!wanted.length) return [...rows];
  return rows.filter((row) => {
    const haystack = textsOf(row).filter(Boolean).join('\n').toLocaleLowerCase(locale);
    return wanted.every((word) => haystack.includes(word));
  });
}
