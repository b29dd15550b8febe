// The page's one scroller: the <main> of the app layout. Long lists scroll with the page rather than in
// a box of their own, so they measure themselves against it.
export const PAGE_SCROLLER_ID = 'main-content';

export const pageScroller = (): HTMLElement | null => document.getElementById(PAGE_SCROLLER_ID);
