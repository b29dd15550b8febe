/// <reference lib="webworker" />
// Fills the precache a few files at a time. Workbox's own install fetches its ~200 files one after another,
// so on a link with a long round trip the install takes ~200 round trips before the console works offline
// (a first login over slow 4G, docs/decisions/offline-and-pwa.md: 32 s one at a time, 12 s four at a time; six
// were no faster, the link's bandwidth is then the limit).
// Hashed files (no revision: their cache key is their URL) are asked for with the default cache mode, as
// Workbox does, so what the page already loaded comes from the HTTP cache; revisioned ones bypass it.
import type { PrecacheController } from 'workbox-precaching';
import { isDeferred } from './deferred-precache';

/** Files fetched at once: a few, so the page's own requests still find a free connection of the six. */
const AT_ONCE = 4;

export async function installPrecache(precache: PrecacheController, event: ExtendableEvent): Promise<void> {
  // The map and xlsx chunks come after the install (deferred-precache.ts).
  const pending = [...precache.getURLsToCacheKeys()].filter(([url]) => !isDeferred(url));
  const fetchNext = async (): Promise<void> => {
    for (let entry = pending.shift(); entry; entry = pending.shift()) {
      const [url, cacheKey] = entry;
      const request = new Request(url, {
        integrity: precache.getIntegrityForCacheKey(cacheKey),
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      });
      // A file that fails fails the install, as with Workbox's own: a partial shell must not go active.
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, fetchNext));
}
