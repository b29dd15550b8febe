// One tab syncs (docs/sync.md "One sender"): the holder of a Web Lock. The lock is held for the
// worker's whole life and passes to a waiting tab when the holder closes or is killed. Every tab's
// worker listens on one BroadcastChannel, so a kick or a new login in any tab reaches the leader.
export const LEADER_LOCK = 'parcel-sync-leader';
export const SYNC_CHANNEL = 'parcel-sync';

export type SyncMessage =
  | { type: 'kick' }
  /** The device is back online: waits from earlier failures no longer apply. */
  | { type: 'online' }
  | { type: 'pull' }
  /** The service worker is active (its precache stored) or was waited for long enough: bulk pulls may go. */
  | { type: 'shell-cached' }
  /** A new version is taking over: the leader starts no request for `ms` (engine.ts `hold`)... */
  | { type: 'hold'; ms: number }
  /** ...and says so once what it had in flight has settled. */
  | { type: 'held' }
  /** Logout in some tab: stop at once, the store is about to be wiped. */
  | { type: 'stop' }
  | { type: 'session'; token: string; userId: number; lang: string; roles: readonly string[] };

/** Resolves when this worker becomes the leader; it stays leader until it ends. */
export function becomeLeader(): Promise<void> {
  return new Promise((resolve) => {
    void navigator.locks.request(LEADER_LOCK, () => {
      resolve();
      return new Promise<never>(() => undefined);
    });
  });
}
