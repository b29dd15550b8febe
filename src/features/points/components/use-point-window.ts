// The points on screen, for the table and the phone's cards alike: a virtual window over the filtered
// points, scrolled with the page; it tells the worker which rows it needs (onRange) and shows rows a few per
// frame the first time (use-staggered-rows.ts).
import { startTransition, useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CatalogRow } from '../../../../workers/points/catalog';
import { pageVirtualOptions } from '../../../lib/page-virtual-options';
import { useScrollMargin } from '../../../lib/hooks/use-scroll-margin';
import { useStaggeredRows } from '../../../lib/hooks/use-staggered-rows';

export function usePointWindow(total: number, rowAt: (index: number) => CatalogRow | undefined, onRange: (first: number, last: number) => void, rowHeight: number) {
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useScrollMargin(listRef);
  // oxlint-disable-next-line react/incompatible-library -- the virtualizer hands out new functions each render; the list re-renders with it on purpose
  const virtualizer = useVirtualizer({
    count: total,
    ...pageVirtualOptions(),
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  const shown = useStaggeredRows(items.some((item) => rowAt(item.index)), items.length);
  useEffect(() => {
    startTransition(() => onRange(first, last));
  }, [first, last, onRange]);
  return {
    listRef,
    totalSize: virtualizer.getTotalSize(),
    /** The placed items whose content shows, each with its row (undefined while its page is on its way). */
    placed: items.slice(0, shown).map((item) => ({ index: item.index, row: rowAt(item.index), top: item.start - scrollMargin })),
  };
}
