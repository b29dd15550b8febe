// Holds the logged-in user in memory for synchronous reads (guards, sidebar), mirrored in Dexie
// so a reload with the network off still knows who is logged in.
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '../contract';

type SessionState = { user: UserInfo | null };

let state: SessionState = { user: null };
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): SessionState => state,
  setUser(user: UserInfo | null) {
    state = { user };
    listeners.forEach((fn) => fn());
  },
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

export const useSessionUser = (): UserInfo | null =>
  useSyncExternalStore(sessionStore.subscribe, () => sessionStore.get().user);

/** For screens inside the protected layout, where the guard has already loaded the user. */
export function useUser(): UserInfo {
  const user = useSessionUser();
  if (!user) throw new Error('useUser outside the protected layout');
  return user;
}
