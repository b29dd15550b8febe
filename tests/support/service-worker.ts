// Waiting until a service worker controls the page (its precache is then complete), for tests and benches.
// A string, not a function: tsx compiles functions with esbuild's __name helper, which the page lacks.
import type { Page } from '@playwright/test';

export const untilControlled = (page: Page) =>
  page.evaluate(`navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ||
    new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true })))`);
