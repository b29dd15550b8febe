// The installed app opens on the screen last used (docs/decisions/phone.md "Install"): the shell remembers each
// screen it shows, per user, and the manifest's start_url (`/?launch=app`) asks the root route to go back there.
import { safeRedirectPath } from '../features/auth/lib/safe-redirect';

/** The manifest's start_url: `/?launch=app` (vite.config.ts). */
export const LAUNCH_PARAM = 'launch';
export const LAUNCH_APP = 'app';
export const HOME_PATH = '/dashboard';
const KEY = 'last-screen';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

export function rememberScreen(storage: KeyValue, userId: number, href: string): void {
  storage.setItem(KEY, JSON.stringify({ userId, href }));
}

/** The screen this user saw last on this device, if it is one of the console's own pages. */
export function lastScreen(storage: KeyValue, userId: number): string | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!saved || typeof saved !== 'object' || !('userId' in saved) || !('href' in saved) || saved.userId !== userId) return null;
  const href = safeRedirectPath(saved.href, '');
  // The root itself would only come back here.
  return href && !/^\/(\?|#|$)/.test(href) ? href : null;
}

/** Where the root path leads: the last screen when the installed app starts, else the dashboard. */
export function rootTarget(searchStr: string, storage: KeyValue, userId: number | undefined): string {
  if (new URLSearchParams(searchStr).get(LAUNCH_PARAM) !== LAUNCH_APP || userId === undefined) return HOME_PATH;
  return lastScreen(storage, userId) ?? HOME_PATH;
}
