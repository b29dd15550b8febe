// A form's buttons in an opaque bar stuck to the bottom of the page (fields pass under it, never show through
// it), which keeps the focused field, its label and its message clear of it:
// the browser scrolls a field into view only when it is outside the scroller, and a field just above
// the scroller's edge would sit under the bar (scroll-padding does not count for focus in Chromium).
import { useEffect, useRef, type ReactNode } from 'react';

// Air between the focused field and the bar, so its focus ring shows too.
const GAP_PX = 12;

// The page keeps 5rem of room at its end (app-layout.tsx); a sticky box stops at the scroller's padding, so
// without the matching negative inset the bar would float 5rem above the screen's edge with fields under it.
export function StickyActions({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = ref.current;
    const area = bar?.parentElement;
    if (!bar || !area) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (bar.contains(target)) return;
      // The whole field: its label above and its message below stay readable too.
      const field = target.closest<HTMLElement>('[data-slot="field"]') ?? target;
      const covered = field.getBoundingClientRect().bottom + GAP_PX - bar.getBoundingClientRect().top;
      if (covered > 0) scrollParent(bar)?.scrollBy({ top: covered });
    };
    area.addEventListener('focusin', onFocusIn);
    return () => area.removeEventListener('focusin', onFocusIn);
  }, []);

  return (
    <div ref={ref} data-slot="sticky-actions" className="sticky -bottom-20 z-10 -mx-1 flex gap-2 border-t border-slate-200 bg-white px-1 py-3 shadow-[0_-6px_12px_-8px_rgb(15_23_42/0.25)]">
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
