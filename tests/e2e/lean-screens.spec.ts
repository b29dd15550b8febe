// The screens a new user meets first (login, the order list) and the points list load only what they show:
// no map (maplibre, the own base map's data), no Excel export (SheetJS) and no PDF code, neither in their static
// import graph nor at run time; those load on the click that needs them, from the precache, which holds every
// lazy chunk.
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { login } from './support/session';
import { isDeferred } from '../../workers/sw/deferred-precache';
import { bundledModules, DIST, precachedUrls, routeChunk, staticFiles } from './support/built-chunks';

/** Modules that belong to the map, the export or PDF files. */
const HEAVY = [
  /node_modules\/(maplibre-gl|@e965\/xlsx|xlsx|pdfkit|pdf-lib|pdfjs-dist|jspdf)\//,
  /src\/features\/points\/components\/(map|export)\//,
  /workers\/points\/export-xlsx/,
];
/** Their built files' names, as they show in script URLs. */
const HEAVY_FILES = /\/assets\/(map-canvas|maplibre-gl|xlsx|points-map-tab|points-export-tab|export-xlsx|base-map|pmtiles-base-map)[-.]/;

const SCREENS = {
  login: ['login.tsx'],
  'order list': ['_app.tsx', '_app.orders.index.tsx'],
  'points list': ['_app.tsx', '_app.points.list.tsx'],
};

for (const [screen, routes] of Object.entries(SCREENS)) {
  test(`the ${screen}'s static import graph holds no map, export or PDF code`, () => {
    const files = staticFiles(routes.map(routeChunk));
    const heavy = files.flatMap((file) => bundledModules(file).filter((m) => HEAVY.some((re) => re.test(m))).map((m) => `${file}: ${m}`));
    expect(heavy).toEqual([]);
    // The check sees into the files: the graph is not empty, and the modules are named.
    expect(files.some((file) => bundledModules(file).some((m) => m.startsWith('src/routes/')))).toBe(true);
  });
}

// zod builds the forms' schemas as it loads (~30 ms on a phone): the lists load it with their forms, not at start.
for (const screen of ['order list', 'points list'] as const) {
  test(`the ${screen}'s static import graph holds no zod schemas`, () => {
    const files = staticFiles(SCREENS[screen].map(routeChunk));
    const schemas = files.flatMap((file) => bundledModules(file).filter((m) => /node_modules\/zod\/v4\/classic\//.test(m)).map((m) => `${file}: ${m}`));
    expect(schemas).toEqual([]);
  });
}

test('every built script, style and font is precached, the map and export chunks too; compressed copies and source maps are not', () => {
  const assets = readdirSync(`${DIST}/assets`);
  const precached = precachedUrls();
  const missing = assets.filter((f) => /\.(m?js|css|woff2)$/.test(f)).map((f) => `assets/${f}`).filter((url) => !precached.has(url));
  expect(missing).toEqual([]);
  expect([...precached].filter((url) => /\.(br|gz|map)$/.test(url))).toEqual([]);
  // What the screens leave out exists and waits in the precache for the click.
  for (const name of ['map-canvas', 'maplibre-gl-worker', 'xlsx', 'points-export-tab', 'pmtiles-base-map', 'base-map']) {
    expect([...precached].some((url) => url.startsWith(`assets/${name}-`)), name).toBe(true);
  }
});

// The install is what a new user waits for before the console works offline: the map and the Excel writer
// come after it (workers/sw/deferred-precache.ts), whichever chunk the bundler puts them in.
test('the service worker\'s install fetches no map or Excel code: those files wait for after it', () => {
  const eager = [...precachedUrls()].filter((url) => /\.m?js$/.test(url) && !isDeferred(`/${url}`));
  const libraries = eager.flatMap((file) => bundledModules(file).filter((m) => HEAVY[0]!.test(m)).map((m) => `${file}: ${m}`));
  expect(libraries).toEqual([]);
  expect(eager.length).toBeGreaterThan(10);
  expect([...precachedUrls()].filter((url) => isDeferred(`/${url}`)).some((url) => url.startsWith('assets/maplibre-gl-'))).toBe(true);
});

test('login, the order list and the points list fetch no map, export or PDF script', async ({ page }) => {
  const scripts: string[] = [];
  // Requests of the page and of its workers; the service worker's precache fetches are not the page's.
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (['script', 'other'].includes(request.resourceType()) || /\.m?js$/.test(path) || HEAVY_FILES.test(path)) scripts.push(request.url());
  });
  await login(page, ADMIN);
  await page.getByRole('complementary').locator('a[href="/orders"]').click();
  await expect(page.getByRole('link', { name: /^PC-\d+$/ }).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('complementary').locator('a[href="/points/list"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пункты выдачи');
  // The list of the stored points, then time for whatever an idle page would load.
  await expect(page.getByTestId('points-count')).toHaveText(/[1-9]/, { timeout: 60_000 });
  await page.waitForTimeout(2_000);
  expect(scripts.some((url) => url.includes('/assets/'))).toBe(true);
  expect(scripts.filter((url) => HEAVY_FILES.test(url))).toEqual([]);

  // The map tab loads its code on the click.
  await page.getByRole('tab', { name: 'Карта' }).click();
  await expect.poll(() => scripts.filter((url) => HEAVY_FILES.test(url)).length).toBeGreaterThan(0);
});

test('every page paints the product name before any script runs, and the app replaces it', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await noScript.newPage();
    await page.goto('/login');
    await expect(page.getByText('Parcel Console')).toBeVisible();
  } finally {
    await noScript.close();
  }
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One product name: the app's own, not the first paint's beside it.
    await expect(page.getByText('Parcel Console')).toHaveCount(1);
  } finally {
    await context.close();
  }
});
