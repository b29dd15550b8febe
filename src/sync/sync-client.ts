// The page's handle on its sync worker (workers/sync.worker.ts): started once a user is known,
// kicked after every queued change and on the browser's online/focus events, stopped on logout.
import { wrap, type Remote } from 'comlink';
import type { SyncWorkerApi } from '../../workers/sync.worker';
import { API_BASE_URL } from '../api/client';
import { untilShellCached } from './shell-cached';

let worker: Worker | null = null;
let remote: Remote<SyncWorkerApi> | null = null;

const kickOnline = () => void remote?.online();
const kickOnFocus = () => document.visibilityState === 'visible' && void remote?.kick();
const kickFromServiceWorker = (event: MessageEvent) => event.data?.type === 'drain-outbox' && void remote?.kick();

let startedWith = '';
let lastSession: { token: string; userId: number; lang: string; roles: readonly string[] } | null = null;

/** Starts (or tells a new session to) the sync worker. The same session told again by this tab (the page
 *  refreshes the cached user's info as it starts) is not sent: the worker would pull every collection and
 *  list a second time while the page draws its first screen. A new tab still sends it, and its data is
 *  refreshed. */
export function startSync(session: { token: string; userId: number; lang: string; roles: readonly string[] }): void {
  const key = `${session.token}\n${session.userId}\n${session.lang}\n${session.roles.join(',')}`;
  if (worker && key === startedWith) return;
  startedWith = key;
  lastSession = session;
  if (!worker) {
    worker = new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
    remote = wrap<SyncWorkerApi>(worker);
    addEventListener('online', kickOnline);
    document.addEventListener('visibilitychange', kickOnFocus);
    navigator.serviceWorker?.addEventListener('message', kickFromServiceWorker);
    const started = remote;
    void untilShellCached().then(() => started.shellCached());
  }
  // The worker resolves relative API paths against its own location; give it an absolute base.
  void remote!.start(new URL(API_BASE_URL || '/', location.origin).href.replace(/\/$/, ''), session);
}

/** The UI's language changed: the worker sweeps the reference lists again in it (names of services,
 *  statuses, tariffs). Before any login there is nothing to tell. */
export function setSyncLanguage(lang: string): void {
  if (lastSession && lastSession.lang !== lang) startSync({ ...lastSession, lang });
}

/** After a change is queued: send it now if online, and let Background Sync send it if the tab closes. */
export function kickSync(): void {
  void remote?.kick();
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register('outbox'))
    .catch(() => undefined);
}

export function pullNow(): void {
  void remote?.pull();
}

/** How long sync holds while a new version takes over; if the reload has not come by then, sync carries on. */
export const UPDATE_HOLD_MS = 30_000;

/** Before switching to a new version: the leader tab's worker stops sending and pulling for a while, so the
 *  old service worker goes idle and the new one can take over (docs/decisions/offline-and-pwa.md "Updates").
 *  Queued changes stay queued; the reloaded page sends them. */
export async function holdSyncForUpdate(): Promise<void> {
  await remote?.holdForUpdate(UPDATE_HOLD_MS).catch(() => undefined);
}

/** Logout: every tab's engine stops, and this tab's worker ends (releasing the leader lock). */
export async function stopSync(): Promise<void> {
  lastSession = null;
  await remote?.stop().catch(() => undefined);
  worker?.terminate();
  worker = null;
  remote = null;
  removeEventListener('online', kickOnline);
  document.removeEventListener('visibilitychange', kickOnFocus);
  navigator.serviceWorker?.removeEventListener('message', kickFromServiceWorker);
}
