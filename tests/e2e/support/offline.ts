// Reloading a page with the network off. Chromium 150 under Playwright 1.65 keeps the page's requests
// blocked after the reload but reports navigator.onLine as true in the new document, so the console would
// show "online"; setting the context offline anew makes the new document see it (and hear `offline`).
// The service worker must hold the page first: a quick test can get here before its install has ended.
import type { Page } from '@playwright/test';
import { untilControlled } from '../../support/service-worker';

export async function reloadOffline(page: Page): Promise<void> {
  await untilControlled(page);
  const context = page.context();
  await context.setOffline(true);
  await page.reload();
  await context.setOffline(false);
  await context.setOffline(true);
}
