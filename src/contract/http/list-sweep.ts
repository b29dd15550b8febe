// The product's page sweep (docs/api.md "Lists and paging"): 100 items per page from page 1 until `total`
// items are in. The first page tells the total, so the pages after it are asked for together: on a 150 ms link
// a 300-item list costs two round trips, not three. A list that grew meanwhile is swept on page by page; an empty page ends the sweep.
import type { ListEnvelope } from '../envelope';
import { LIST_FIRST_PAGE, LIST_PAGE_SIZE } from '../constants';

export type PageFetcher<T> = (page: number, limit: number) => Promise<ListEnvelope<T>>;

/** Pages asked for together after the first (a browser opens six connections to a host). */
const PAGES_TOGETHER = 4;

export async function fetchAllPages<T>(fetchPage: PageFetcher<T>, limit = LIST_PAGE_SIZE): Promise<T[]> {
  const first = await fetchPage(LIST_FIRST_PAGE, limit);
  const items = [...first.items];
  if (items.length >= first.total || first.items.length === 0) return items;
  const lastTold = LIST_FIRST_PAGE + Math.ceil(first.total / limit) - 1;
  for (let page = LIST_FIRST_PAGE + 1; ; ) {
    const count = page <= lastTold ? Math.min(PAGES_TOGETHER, lastTold - page + 1) : 1;
    const pages = await Promise.all(Array.from({ length: count }, (_, i) => fetchPage(page + i, limit)));
    page += count;
    for (const envelope of pages) {
      items.push(...envelope.items);
      // An empty page ends the sweep even if `total` promised more, so a shrinking list cannot loop forever.
      if (items.length >= envelope.total || envelope.items.length === 0) return items;
    }
  }
}
