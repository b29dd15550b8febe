// Appears once the page scrolled 300 px and scrolls smoothly back up. The page leaves room for it at its end
// (app-layout.tsx), so it never hides the last row's last column. On a phone it sits above the bottom bar
// (bottom-nav.tsx, 56 px), never on it.
import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';

export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop({ target }: { target: () => HTMLElement | null }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = target();
    if (!el) return;
    const onScroll = () => setVisible(el.scrollTop > BACK_TO_TOP_AFTER_PX);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [target]);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t`Back to top`}
      onClick={() => target()?.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-6 bottom-6 z-30 max-sm:right-4 max-sm:bottom-[calc(72px+env(safe-area-inset-bottom))] max-sm:flex max-sm:size-[44px] max-sm:items-center max-sm:justify-center max-sm:p-0 rounded-full bg-primary p-3 text-white shadow-lg hover:opacity-90"
    >
      <ArrowUp className="size-5" />
    </button>
  );
}
