// The spec's page sweep: 100 items per page from page 1 until `total` items are in.
import type { ListEnvelope } from '../contract';
import { LIST_FIRST_PAGE, LIST_PAGE_SIZE } from '../contract/constants';

export type PageFetcher<T> = (page: number, limit: number) => Promise<ListEnvelope<T>>;

export async function fetchAllPages<T>(fetchPage: PageFetcher<T>, limit = LIST_PAGE_SIZE): Promise<T[]> {
  const items: T[] = [];
  for (let page = LIST_FIRST_PAGE; ; page++) {
    const envelope = await fetchPage(page, limit);
    items.push(...envelope.items);
    // An empty page ends the sweep even if `total` promised more, so a shrinking list cannot loop forever.
    if (items.length >= envelope.total || envelope.items.length === 0) return items;
  }
}
