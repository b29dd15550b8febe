// When a new user's bulk pulls may start: once the service worker is active, i.e. its precache (the app
// shell and every lazy chunk) is stored. Until then a pull of all points would take the link and both
// cores from that install, and a reload offline meanwhile would find no shell. Sync must not depend on
// the service worker, though: without support for one, or when it is not active after SHELL_WAIT_MS (a
// failed registration or install never activates), the pulls start anyway.
export const SHELL_WAIT_MS = 15_000;

/** The message that asks the active service worker for the files its install left out (workers/sw). */
const WARM_DEFERRED = 'WARM_DEFERRED';

export function untilShellCached(timeoutMs = SHELL_WAIT_MS): Promise<void> {
  // The dev server registers no service worker.
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !navigator.serviceWorker) return Promise.resolve();
  return Promise.race([
    navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: WARM_DEFERRED })),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
