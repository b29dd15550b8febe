// The points map tab (docs/decisions/points.md): without a city or ID filter a notice with the biggest cities
// as quick choices; with a city the points drawn as clusters with a legend; with an ID the one point centred
// with its popup, which the keyboard closes and opens again; all on the map's own base map (no base map is
// configured), which offline after a reload still draws, from the service worker's precache. The first render
// of the city is printed (target under 1 s).
import { expect, test } from '@playwright/test';
import { newCompany } from './support/company';
import { POINTS_BASE_URL } from './support/env';
import { colourShare } from './support/map-pixels';

/** The own base map's land and sea (src/features/points/lib/map-own-style.ts). */
const LAND = '#f6f4ef';
const SEA = '#c9dcee';

// The server with the full points world (playwright.config.ts).
test.use({ baseURL: POINTS_BASE_URL });

test('points map: needs a filter, clusters, popup by keyboard, offline', async ({ page, context }) => {
  test.setTimeout(360_000);
  await newCompany(page, 'points-map');
  await page.goto('/points/list');
  await expect(page.getByTestId('points-data-as-of')).toContainText('Данные на', { timeout: 240_000 });
  const map = page.locator('[data-slot="points-map"]');

  await test.step('without a city or ID: the notice, and the biggest cities to choose from', async () => {
    await page.getByRole('tab', { name: 'Карта' }).click();
    await expect(page.getByText('Для карты нужен фильтр по городу или ID')).toBeVisible();
    const cities = page.getByRole('navigation', { name: 'Города, где больше всего пунктов' }).getByRole('button');
    await expect(cities).toHaveCount(6);
    await cities.first().click();
    await expect(page).toHaveURL(/tab=map/);
    await expect(page).toHaveURL(/city=/);
  });

  await test.step("the city's points: drawn as clusters, counted, with a legend", async () => {
    await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(page.getByText(/\d[\d\s]* пункт(а|ов)? на карте/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Легенда' }).getByRole('listitem').first()).toBeVisible();
    const ms = await page.evaluate(() => performance.getEntriesByName('points-map-first-render').at(-1)?.duration);
    console.log(`map first render: ${Math.round(ms ?? -1)} ms`);
  });

  await test.step('under them the own base map: the land of a city with the most points, and no note about it', async () => {
    await expect(map).toHaveAttribute('data-base-map', 'own');
    // The land arrives after the points (its file is fetched as the map opens): most of the box is land.
    await expect.poll(() => colourShare(map, LAND), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await expect(page.getByText(/Карта-подложка|встроенн/)).toHaveCount(0);
  });

  let id = '';
  await test.step('an ID: the one point in the middle with its popup; Escape and Enter close and open it', async () => {
    id = await page.evaluate(() => new Promise<string>((resolve) => {
      const open = indexedDB.open('parcel-console');
      open.onsuccess = () => {
        // Points are stored as the pages they came in: the first point of the first page.
        const cursor = open.result.transaction('pointPages').objectStore('pointPages').openCursor();
        cursor.onsuccess = () => {
          const body = cursor.result!.value.body;
          resolve(JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body)).items[0].id);
        };
      };
    }));
    await page.goto(`/points/list?tab=map&id=${id}`);
    await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const popup = page.locator('.maplibregl-popup');
    await expect(popup.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', `/points/${id}/details`);
    await page.locator('.maplibregl-canvas').focus();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(popup.getByRole('link', { name: 'Подробнее' })).toBeFocused();
  });

  await test.step('offline after a reload: the map still draws the point, on its own base map', async () => {
    await context.setOffline(true);
    await page.reload();
    await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    await expect(page.getByText('1 пункт на карте')).toBeVisible();
    await expect(page.locator('.maplibregl-popup')).toBeVisible();
    // Out from the point's street to its region: land around it, whatever the coast.
    for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Отдалить' }).click();
    await expect(map).toHaveAttribute('data-base-map', 'own');
    await expect.poll(() => colourShare(map, LAND), { timeout: 20_000 }).toBeGreaterThan(0.2);
    expect(await colourShare(map, SEA)).toBeLessThan(0.8);
    await context.setOffline(false);
  });
});
