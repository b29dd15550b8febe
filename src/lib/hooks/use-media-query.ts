// Whether a CSS media query matches now, following its changes. Phone layouts switch at Tailwind's `sm`
// (640 px) so a component's JS and its `sm:` classes agree (docs/decisions/phone.md).
import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint: the phone layout (cards, bottom navigation, filters in a sheet). */
export const PHONE_QUERY = '(max-width: 639.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
