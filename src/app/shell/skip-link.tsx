// The first stop of the keyboard: jumps past the menu, the navbar and the tags bar to the page itself.
// Hidden until focused. It focuses <main> by script rather than following a #hash, which the router
// would take for a navigation.
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

export function SkipLink({ target }: { target: () => HTMLElement | null }) {
  const { t } = useLingui();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    target()?.focus();
  };
  return (
    <a
      href="#main-content"
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary focus:shadow-lg focus:outline-2 focus:outline-primary"
    >
      {t`Skip to main content`}
    </a>
  );
}
