// After a client-side move to another page, focus goes to the page's heading, so a keyboard or screen
// reader user starts on the new page (and hears its name once) instead of on the link that led there.
// Not on the first load (the skip link is first there), not when only the search part changed (filters
// write the URL as the user types), and never away from an open dialog.
import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

// A page may still be reading its data when the route resolves: wait this long for its heading.
const HEADING_WAIT_MS = 3000;

export function useFocusHeading(main: () => HTMLElement | null) {
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const previous = useRef(pathname);

  useEffect(() => {
    if (!pathname || previous.current === pathname) return;
    const firstLoad = previous.current === undefined;
    previous.current = pathname;
    const root = main();
    if (firstLoad || !root) return;

    const tryFocus = () => {
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
      // The user already went into the new page while it loaded: leave them there.
      const active = document.activeElement;
      if (active && active !== root && root.contains(active)) return true;
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => tryFocus() && stop());
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
