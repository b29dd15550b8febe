import { useSyncExternalStore } from 'react';

const subscribe = (fn: () => void) => {
  window.addEventListener('online', fn);
  window.addEventListener('offline', fn);
  return () => {
    window.removeEventListener('online', fn);
    window.removeEventListener('offline', fn);
  };
};

/** The browser's own online flag; the sync engine refines it with real answers from the API. */
export const useIsOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
