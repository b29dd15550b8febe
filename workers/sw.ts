/// <reference lib="webworker" />
// The service worker: precaches the app shell so the console opens with the network off,
// and answers every navigation with the cached index.html (the router takes it from there).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so one online visit is enough to work offline.
// Updates still wait for the prompt: they activate only after SKIP_WAITING or when every tab is closed.
clientsClaim();

// API calls and the OpenAPI document are never answered from the shell cache.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/v1\//] }));

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
