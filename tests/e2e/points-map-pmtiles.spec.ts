// A self-hosted PMTiles base map (MAP_PMTILES_URL, docs/decisions/points.md "The base map"): a console server of
// its own is configured with an archive on another origin, made in the test (support/tiny-pmtiles.ts: land over
// the whole world, in the Protomaps schema). The map reads it by range requests and draws it with the Protomaps
// style; after a reload offline it draws it again from the ranges the service worker kept.
import { expect, test } from '@playwright/test';
import { startOwnServer } from '../support/own-server';
import { untilControlled } from '../support/service-worker';
import { ADMIN, E2E_PORT } from './support/env';
import { colourShare } from './support/map-pixels';
import { reloadOffline } from './support/offline';
import { login } from './support/session';
import { serveArchive, tinyPmtiles } from './support/tiny-pmtiles';
import { untilStill } from './support/until-still';

/** Ports of this test's own servers, clear of the suite's two (E2E_PORT, E2E_PORT + 1). */
const CONSOLE_PORT = E2E_PORT + 5;
const ARCHIVE_PORT = E2E_PORT + 6;
/** The Protomaps light style's land (@protomaps/basemaps, LIGHT.earth) and the own base map's. */
const EARTH = '#e2dfda';
const OWN_LAND = '#f6f4ef';

test('a PMTiles archive is the base map, read by ranges, and still drawn offline from the kept ranges', async ({ browser }) => {
  test.setTimeout(300_000);
  const archive = await serveArchive(tinyPmtiles(), ARCHIVE_PORT);
  const server = await startOwnServer(CONSOLE_PORT, undefined, { MAP_PMTILES_URL: archive.url });
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await login(page, ADMIN);
    // Ranges are kept by the service worker: it must be in control when the map reads them.
    await untilControlled(page);
    await page.goto('/points/list');
    await expect(page.getByTestId('points-data-as-of')).toContainText('Данные на', { timeout: 120_000 });
    const map = page.locator('[data-slot="points-map"]');

    await test.step('online: the archive drawn with the Protomaps style under the points', async () => {
      await page.getByRole('tab', { name: 'Карта' }).click();
      await page.getByRole('navigation', { name: 'Города, где больше всего пунктов' }).getByRole('button').first().click();
      await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
      await expect(map).toHaveAttribute('data-base-map', 'configured', { timeout: 20_000 });
      await expect.poll(() => colourShare(map, EARTH), { timeout: 20_000 }).toBeGreaterThan(0.3);
      expect(await colourShare(map, OWN_LAND)).toBeLessThan(0.01);
      expect(archive.ranges()).toBeGreaterThan(0);
    });

    await test.step('offline after a reload: the same base map, from the ranges kept', async () => {
      // Counted once the map's last requests have landed: a range asked for online may reach a busy server late.
      const before = await untilStill(() => archive.ranges(), 1500, 30_000);
      await reloadOffline(page);
      await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
      await expect(map).toHaveAttribute('data-base-map', 'configured', { timeout: 20_000 });
      await expect.poll(() => colourShare(map, EARTH), { timeout: 20_000 }).toBeGreaterThan(0.3);
      expect(archive.ranges()).toBe(before);
      await context.setOffline(false);
    });
    await context.close();
  } finally {
    server.stop();
    await archive.close();
  }
});
