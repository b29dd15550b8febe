// Keyboard use of the mobile drawer: opening it puts focus on its first link, Escape closes it (wherever
// focus is: the rest of the page is inert meanwhile), and closing it gives focus back to what opened it
// (the drawer turns inert, and focus inside it would be lost).
import { useEffect, useRef, type RefObject } from 'react';

export function useDrawerFocus(drawer: RefObject<HTMLElement | null>, open: boolean, close: () => void) {
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = drawer.current;
    if (!el) return;
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.querySelector<HTMLElement>('a[href]')?.focus();
      const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
      document.addEventListener('keydown', onKeyDown);
      return () => document.removeEventListener('keydown', onKeyDown);
    }
    // Only when focus was in the drawer (or lost as it turned inert); after a link there, the page
    // heading takes focus from the opener once the new page is in.
    if (opener.current && (el.contains(document.activeElement) || document.activeElement === document.body)) {
      opener.current.focus();
    }
    opener.current = null;
  }, [drawer, open, close]);
}
