// A new device's first login on the full points world: the service worker's install (the precache of the app)
// comes before the bulk pulls (only their first page goes at once), so it takes the page within seconds, and a
// reload offline right then finds the app shell and the orders that had synced.
import { expect, test } from '@playwright/test';
import { ADMIN, POINTS_BASE_URL } from './support/env';
import { login } from './support/session';
import { untilControlled } from '../support/service-worker';
import { reloadOffline } from './support/offline';

// The server with the full points world (playwright.config.ts): points are what would crowd out the install.
test.use({ baseURL: POINTS_BASE_URL });

/** From the login form to the service worker in control. Measured on loopback: ~3 s with the bulk pulls
 *  held, 12-16 s while they ran alongside the install. */
const CONTROL_WITHIN_MS = 10_000;

test('first login: the service worker takes the page before bulk sync, and a reload offline shows the orders', async ({ page, context }) => {
  test.setTimeout(120_000);
  const pulls: Array<{ collection: string; at: number }> = [];
  // The sync worker's requests are the page's too.
  page.on('request', (request) => {
    const collection = /\/v1\/app\/sync\/(\w+)/.exec(request.url())?.[1];
    if (collection) pulls.push({ collection, at: Date.now() });
  });

  await login(page, ADMIN);
  const loggedInAt = Date.now();
  const controlled = await Promise.race([
    untilControlled(page).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), CONTROL_WITHIN_MS)),
  ]);
  const controlledAt = Date.now();
  expect(controlled, `service worker in control within ${CONTROL_WITHIN_MS} ms of the login`).toBe(true);
  test.info().annotations.push({ type: 'login to service worker in control', description: `${controlledAt - loggedInAt} ms` });
  // The small collections may go at once; of orders and points only the first page, the rest after the install.
  for (const bulk of ['orders', 'points']) {
    const before = pulls.filter((p) => p.collection === bulk && p.at < controlledAt - 1_000);
    expect(before.length, `${bulk} pages asked before the install`).toBeLessThanOrEqual(1);
  }

  // The map and xlsx chunks the install left out follow into the precache.
  const PRECACHED_LATER = `caches.keys().then(async (names) => {
    const name = names.find((n) => n.includes('precache'));
    const keys = name ? await (await caches.open(name)).keys() : [];
    return ['map-canvas-', 'maplibre-gl-worker-', 'xlsx-'].filter((chunk) => keys.some((k) => k.url.includes('/assets/' + chunk)));
  })`;
  await expect.poll(() => page.evaluate(PRECACHED_LATER), { timeout: 30_000 }).toEqual(['map-canvas-', 'maplibre-gl-worker-', 'xlsx-']);

  // Orders come right after the install; the first of them are enough.
  await page.getByRole('complementary').locator('a[href="/orders"]').click();
  await expect(page.getByRole('link', { name: /^PC-\d+$/ }).first()).toBeVisible({ timeout: 30_000 });

  await reloadOffline(page);
  await expect(page.getByRole('complementary').locator('a[href="/orders"]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Офлайн' })).toBeVisible();
  // Offline indeed: the API cannot be reached (the page above came from the service worker).
  expect(await page.evaluate(`fetch('/v1/app/config').then(() => 'reached', () => 'unreachable')`)).toBe('unreachable');
  await expect(page.getByRole('link', { name: /^PC-\d+$/ }).first()).toBeVisible();
  await context.setOffline(false);
});
