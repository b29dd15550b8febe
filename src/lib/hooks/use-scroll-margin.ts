// Where a virtualized list starts inside the page's scroller (the virtualizer's scrollMargin).
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { pageScroller } from '../page-scroller';

/** The list's offset from the top of the page's scroller. It moves when what is above the list changes
 *  height (a progress panel leaving, the filter bar wrapping on a narrower window), so it is measured
 *  again on every resize of the page. Rows are placed by their index alone; the margin only narrows which
 *  rows are on screen, so it is taken in as a transition: the table's first mount is not rendered a
 *  second time in the same task. */
export function useScrollMargin(list: RefObject<HTMLElement | null>): number {
  const [margin, setMargin] = useState(0);
  useEffect(() => {
    const scroller = pageScroller();
    if (!list.current || !scroller) return;
    const element = list.current;
    const measure = () => {
      const next = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
      startTransition(() => setMargin(next));
    };
    // Measured in the observer's callbacks only, the first of which comes as soon as it observes: they run
    // after the browser's own layout, where measuring costs nothing; measuring here, in the commit, forced a
    // layout of the whole page in the middle of it.
    const observer = new ResizeObserver(measure);
    observer.observe(scroller.firstElementChild ?? scroller);
    return () => observer.disconnect();
  }, [list]);
  return margin;
}
