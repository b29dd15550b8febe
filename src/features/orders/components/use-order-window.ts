// The orders on screen, for the table and the phone's cards alike: a virtual window over the filtered ids,
// scrolled with the page, its rows read from the local store as they come into view and shown a few per
// frame the first time (use-staggered-rows.ts).
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { pageVirtualOptions } from '../../../lib/page-virtual-options';
import { useScrollMargin } from '../../../lib/hooks/use-scroll-margin';
import { useStaggeredRows } from '../../../lib/hooks/use-staggered-rows';
import { useOrderRows } from '../data/use-order-rows';

export function useOrderWindow(ids: string[], entries: OutboxEntry[], rowHeight: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  // oxlint-disable-next-line react/incompatible-library -- the virtualizer hands out new functions each render; the list re-renders with it on purpose
  const virtualizer = useVirtualizer({
    count: ids.length,
    ...pageVirtualOptions(),
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const rows = useOrderRows(items.map((item) => ids[item.index]), entries);
  const shown = useStaggeredRows(Boolean(rows?.size), items.length);
  return {
    listRef,
    totalSize: virtualizer.getTotalSize(),
    /** The placed items whose content shows, each with its id and its offset inside the list. */
    placed: items.slice(0, shown).map((item) => ({ index: item.index, id: ids[item.index], top: item.start - scrollMargin })),
    rows,
  };
}
