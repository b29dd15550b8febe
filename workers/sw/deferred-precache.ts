/// <reference lib="webworker" />
// The precache's biggest files are the map (maplibre and its worker, the own base map's data, the PMTiles
// reader) and the xlsx writer: half of its bytes, for screens a new user opens later and that need the points
// first, which arrive after the install anyway.
// The install leaves them out (about 2 s less on slow 4G before the console works offline); the page asks
// for them once the service worker is active (WARM_DEFERRED), and they go into the same precache, where the
// precache route finds them. Until then a click that needs one fetches it from the network.
import type { PrecacheController } from 'workbox-precaching';

/** Built chunks fetched after the install (their names come from vite.config.ts's chunks and the libraries;
 *  tests/e2e/lean-screens.spec.ts holds the install to it). */
export const DEFERRED_CHUNK = /\/assets\/(?:(?:map-canvas|maplibre-gl|maplibre-gl-worker|xlsx|pmtiles-base-map)-[\w-]+\.m?js|base-map-[\w-]+\.json)$/;

export const WARM_DEFERRED = 'WARM_DEFERRED';

export const isDeferred = (url: string): boolean => DEFERRED_CHUNK.test(new URL(url, 'https://x.invalid').pathname);

/** Stores the deferred files the precache does not hold yet. Hashed files: their URL is their cache key. */
export async function warmDeferred(precache: PrecacheController): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  for (const [url, cacheKey] of precache.getURLsToCacheKeys()) {
    if (!isDeferred(url) || (await cache.match(cacheKey))) continue;
    const response = await fetch(new Request(url, { integrity: precache.getIntegrityForCacheKey(cacheKey), credentials: 'same-origin' }));
    if (response.ok) await cache.put(cacheKey, response);
  }
}
