// A form's buttons in a bar stuck to the bottom of the page, which keeps the focused field clear of it:
// the browser scrolls a field into view only when it is outside the scroller, and a field just above
// the scroller's edge would sit under the bar (scroll-padding does not count for focus in Chromium).
import { useEffect, useRef, type ReactNode } from 'react';

// Air between the focused field and the bar, so its focus ring shows too.
const GAP_PX = 12;

export function StickyActions({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = ref.current;
    const area = bar?.parentElement;
    if (!bar || !area) return;
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target as HTMLElement;
      if (bar.contains(field)) return;
      const covered = field.getBoundingClientRect().bottom + GAP_PX - bar.getBoundingClientRect().top;
      if (covered > 0) scrollParent(bar)?.scrollBy({ top: covered });
    };
    area.addEventListener('focusin', onFocusIn);
    return () => area.removeEventListener('focusin', onFocusIn);
  }, []);

  return (
    <div ref={ref} data-slot="sticky-actions" className="sticky bottom-0 flex gap-2 border-t bg-white/90 py-3 backdrop-blur">
      {children}
    </div>
  );
}

function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let node = el.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}
