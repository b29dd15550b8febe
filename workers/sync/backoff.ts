// When a failed send is tried again: exponential backoff with full jitter, so a hundred devices coming
// back online do not hit the server in step, and never sooner than the server's Retry-After.
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** Even a zero jitter waits this long, so a failing server is never asked in a tight loop. */
export const BACKOFF_FLOOR_MS = 500;

export function nextAttemptAt(attempts: number, now: number, notBeforeMs = 0, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  const jittered = Math.round(random() * ceiling);
  return now + Math.max(jittered, notBeforeMs, BACKOFF_FLOOR_MS);
}
