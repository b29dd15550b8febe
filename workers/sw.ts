/// <reference lib="webworker" />
// The service worker: precaches the app shell so the console opens with the network off,
// answers every navigation with the cached index.html (the router takes it from there), and keeps
// the points map's base map once seen.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { installPrecache } from './sw/install-precache';
import { WARM_DEFERRED, warmDeferred } from './sw/deferred-precache';
import { ArchiveRanges } from './sw/map-ranges';
import { API_PREFIX } from '../src/contract/api-paths';

declare const self: ServiceWorkerGlobalScope;

// Workbox's precache, with an install of our own that fetches several files at once (sw/install-precache.ts).
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(installPrecache(precache, event)));
// Removes files of the previous version from the precache once this one takes over.
self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
// The first install takes the open page at once, so one online visit is enough to work offline.
// Updates still wait for the prompt: they activate only after SKIP_WAITING or when every tab is closed.
clientsClaim();

// API calls and the OpenAPI document are never answered from the shell cache.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: [/^\/v1\//] }));

// The page's API calls go straight to the network without waking this worker (the Static Routing API;
// browsers without it ignore this and the handlers above let the calls through). Chromium does not apply it
// to the sync worker's calls, which still pass the fetch event (docs/decisions/offline-and-pwa.md).
type RouterInstallEvent = ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
self.addEventListener('install', (event: RouterInstallEvent) => {
  if (!event.addRoutes || typeof URLPattern === 'undefined') return;
  const api = { condition: { urlPattern: new URLPattern({ pathname: `${API_PREFIX}*` }) }, source: 'network' };
  // A refusal must not fail the install: the console would lose its offline shell over a shortcut.
  event.waitUntil(event.addRoutes(api).catch(() => undefined));
});

// The points map's configured base map (docs/decisions/points.md, "The base map"): its style, sprite, glyphs and
// tiles, or a PMTiles archive's byte ranges, once fetched, are kept for offline use (the own base map's file is
// in the precache). The map page tells this worker which URL prefixes are the map's (its
// map-cache-prefixes.ts: another host whole, on ours only the map's folders); they are kept in a cache entry as
// well, because a worker restarted offline must still know them. The API (/v1/) is never cached, whatever its
// host.
const MAP_PREFIXES_CACHE = 'map-prefixes';
const MAP_PREFIXES_KEY = '/__map-prefixes';
const MAP_PREFIXES_MAX = 32;
let mapPrefixes: string[] = [];
const mapPrefixesRead: Promise<void> = caches
  .open(MAP_PREFIXES_CACHE)
  .then((cache) => cache.match(MAP_PREFIXES_KEY))
  .then((stored) => stored?.json())
  .then((saved: unknown) => void (mapPrefixes = Array.isArray(saved) ? saved.filter((p) => typeof p === 'string') : []))
  .catch(() => undefined);

const isApi = (url: URL) => url.pathname.startsWith(API_PREFIX);
const isMapUrl = (url: URL) => !isApi(url) && mapPrefixes.some((prefix) => url.href.startsWith(prefix));
const mapExpiry = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true });
// Style and TileJSON documents change with the map's releases: answered from the cache, refreshed behind.
const mapDocuments = new StaleWhileRevalidate({ cacheName: 'map-styles', plugins: [mapExpiry(200)] });
// A tile, glyph range or sprite image does not change under its URL: the cache first, then the network.
const mapFiles = new CacheFirst({ cacheName: 'map-tiles', plugins: [mapExpiry(5000)] });
// A PMTiles archive's ranges (sw/map-ranges.ts): a city's tiles at the zooms seen are a few dozen of them.
const mapRanges = new ArchiveRanges({ cacheName: 'map-ranges', plugins: [mapExpiry(3000)] });

registerRoute(
  // Every request to another host is looked at, since the prefixes may still be being read; on our own
  // host only the map's folders (the precache and the shell routes above answer the rest).
  ({ request, url, sameOrigin }) =>
    request.method === 'GET' && request.mode !== 'navigate' && !isApi(url) && (!sameOrigin || isMapUrl(url)),
  async (options) => {
    await mapPrefixesRead;
    if (!isMapUrl(options.url)) return fetch(options.request);
    if (options.request.headers.has('Range')) return mapRanges.handle(options);
    return (options.url.pathname.endsWith('.json') ? mapDocuments : mapFiles).handle(options);
  },
);

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'MAP_PREFIXES' || !Array.isArray(event.data.prefixes)) return;
  const ownRoot = `${self.location.origin}/`;
  const incoming = (event.data.prefixes as unknown[]).filter(
    (p): p is string => typeof p === 'string' && /^https?:\/\/[^/]+\//.test(p) && p !== ownRoot,
  );
  // The newest first, so a map that moved hosts long ago drops out. Written every time (a small entry,
  // once per map opened), so storage the browser evicted comes back.
  mapPrefixes = [...new Set([...incoming, ...mapPrefixes])].slice(0, MAP_PREFIXES_MAX);
  const saved = new Response(JSON.stringify(mapPrefixes), { headers: { 'Content-Type': 'application/json' } });
  event.waitUntil(caches.open(MAP_PREFIXES_CACHE).then((cache) => cache.put(MAP_PREFIXES_KEY, saved)));
});

// The page asks for the files the install left out once it no longer waits for the install (sw/deferred-precache.ts).
self.addEventListener('message', (event) => {
  if (event.data?.type === WARM_DEFERRED) event.waitUntil(warmDeferred(precache).catch(() => undefined));
});

// The update prompt asks the waiting worker to take over; until then the old version keeps serving.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (where the browser has it): queued changes were made while offline; now the network
// is back. The page's sync worker does the sending, so wake the open pages rather than send from here.
type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'outbox') return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => pages.forEach((page) => page.postMessage({ type: 'drain-outbox' }))),
  );
});
