// How the virtual tables meet the page's scroller (page-scroller.ts) without forcing a layout as they
// mount. The virtualizer's defaults read the scroller's size and write its scroll position in the mount's
// layout effect, inside React's commit: each read forces the style and layout of the whole new page there,
// in the commit's task (docs/decisions/performance-on-slow-links.md, "Start-up work"). Here the size comes
// from a ResizeObserver's callbacks, which run after the browser's own layout where reading costs nothing,
// and the mount's scroll write waits for the next frame, whose layout the browser does anyway.
import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';
import { pageScroller } from './page-scroller';

type PageVirtualizer = Virtualizer<HTMLElement, Element>;
type Rect = { width: number; height: number };

/** Tables that have made their first scroll write. */
const written = new WeakSet<PageVirtualizer>();

function observeRectAfterLayout(instance: PageVirtualizer, onRect: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  // Its first callback comes with the first frame after observing.
  const observer = new ResizeObserver(() => onRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

function scrollAfterFirstFrame(...args: Parameters<typeof elementScroll<HTMLElement>>): void {
  const [, , instance] = args;
  if (written.has(instance)) return elementScroll(...args);
  written.add(instance);
  requestAnimationFrame(() => elementScroll(...args));
}

/** Options for a virtual list that scrolls with the page. Until the first measure, the screen's size stands
 *  for the scroller's (screen sizes force no layout; a few rows more than fit are drawn at worst). */
export function pageVirtualOptions() {
  return {
    getScrollElement: pageScroller,
    initialRect: { width: screen.availWidth, height: screen.availHeight },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollAfterFirstFrame,
  };
}
