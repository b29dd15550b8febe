// The rows a long table leaves out, as the heights of a spacer above and below the rows it renders: the
// table keeps its real height (so the page's scrollbar is true) and its <tr> structure.

type Placed = { start: number; end: number };

/** `items`: the rendered rows as the virtualizer places them (offsets include `margin`, the table body's
 *  offset in the scroller); `total`: the height of every row together. */
export function spacerHeights(items: readonly Placed[], total: number, margin: number): { before: number; after: number } {
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return { before: 0, after: total };
  return { before: Math.max(0, first.start - margin), after: Math.max(0, total - (last.end - margin)) };
}

/** Tables longer than this render only the rows near the screen. */
export const VIRTUAL_FROM = 100;

/** Lists longer than this offer the search box (a shorter one is read at a glance). */
export const SEARCH_FROM = 10;
