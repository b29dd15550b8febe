// The points page on a device holding the whole points world (targets: docs/decisions/points.md), as a field
// worker uses it, in headless chromium: filter changes answered by the points worker (each page's round trip,
// the `points-query` entries), the map's first render of a city (`points-map-first-render`), and the Excel file
// of every point (`points-export-xlsx`) with the page's long tasks and the renderers' memory meanwhile; then the
// order form's first render on that device (order-form-render.ts).
import type { Browser, Page } from '@playwright/test';
import { LONG_TASK_RECORDER, LONG_TASKS, untilPulled } from './page-idb';
import { launchChromium, login } from './sync-collection';
import { measureOrderFormRender } from './order-form-render';
import { residentMb } from './resident-memory';

export type PointsFigures = {
  points: number;
  /** The points worker's time for each filter change's first page: filter, sort, window (ms). */
  queryMs: number[];
  /** Every page's round trip from the page to the worker and back, answers waiting for a busy page included (ms). */
  roundTripMs: number[];
  filterChanges: number;
  map: Array<{ city: string; points: number; ms: number }>;
  exportFile: {
    rows: number; bytes: number; ms: number; longTasksOver50: number; longestTaskMs: number;
    rendererMbBefore: number; rendererMbPeak: number;
  };
  /** Click on "Create order" to the form on screen, from a fresh order list each time (ms). */
  orderFormMs: number[];
};

type LongTask = { start: number; duration: number };

/** Cities from the biggest down, for the map (the demo world's shares: seed/data/point-cities.ts). */
const MAP_CITIES = ['Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск', 'Екатеринбург'];
const FILTER_CITIES = ['Москва', 'Казань', 'Самара', 'Омск'];

/** The controls by their names in English, the browser context's language. */
const LABELS = {
  city: 'City', service: 'Delivery service', operation: 'Available operation', card: 'Payment by card', cash: 'Payment in cash',
  list: 'List', map: 'Map', export: 'Excel export',
};

const numberIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The entries of a performance measure so far: duration and detail. */
const measures = (page: Page, name: string) =>
  page.evaluate<Array<{ duration: number; detail: unknown }>>(
    `performance.getEntriesByName(${JSON.stringify(name)}, 'measure').map((e) => ({ duration: e.duration, detail: e.detail }))`,
  );

/** Resident memory of the browser's renderer processes (the page and its workers live there), in MB. */
async function rendererMb(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number }> };
    return processInfo.filter((p) => p.type === 'renderer').reduce((mb, p) => mb + residentMb(p.id), 0);
  } finally {
    await session.detach();
  }
}

/** How often the bench's waits look at the page: Playwright's default polls on every animation frame,
 *  which keeps the page drawing frames and takes a core from the worker being measured. */
const POLL = { polling: 20 };

/** Waits until a new entry of a measure appears (the count went past `seen`). */
async function nextMeasure(page: Page, name: string, seen: number) {
  await page.waitForFunction(`performance.getEntriesByName(${JSON.stringify(name)}, 'measure').length > ${seen}`, undefined, { ...POLL, timeout: 60_000 });
}

/** Chooses a city in the filter bar as a user does: type it, wait for the suggestion, Enter. */
async function chooseCity(page: Page, city: string) {
  const box = page.getByRole('combobox', { name: LABELS.city });
  await box.fill(city);
  await page.getByRole('option', { name: new RegExp(`^${city}`) }).first().waitFor();
  await box.press('Enter');
}

async function filterQueries(page: Page): Promise<{ queryMs: number[]; roundTripMs: number[]; changes: number }> {
  const before = (await measures(page, 'points-query')).length;
  let changes = 0;
  const change = async (act: () => Promise<void>) => {
    const seen = (await measures(page, 'points-query')).length;
    await act();
    await nextMeasure(page, 'points-query', seen);
    await page.waitForFunction(`!document.querySelector('[aria-busy="true"]')`, undefined, POLL);
    changes++;
  };
  const select = (label: string, value: string) => change(() => page.getByLabel(label, { exact: true }).selectOption(value).then(() => undefined));
  const services = await page.getByLabel(LABELS.service, { exact: true }).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const key of services.slice(0, 8)) await select(LABELS.service, key);
  await select(LABELS.service, '');
  for (const operation of ['1', '2', '3', '']) await select(LABELS.operation, operation);
  for (const flag of ['1', '0', '']) await select(LABELS.card, flag);
  for (const flag of ['1', '0', '']) await select(LABELS.cash, flag);
  for (const city of FILTER_CITIES) {
    await change(() => chooseCity(page, city));
    await select(LABELS.card, '1');
    await select(LABELS.service, services[0]);
    await select(LABELS.service, '');
    await select(LABELS.card, '');
  }
  const all = (await measures(page, 'points-query')).slice(before);
  // Page 0 is asked first at every change: its answer is the one that filtered and sorted.
  const firstPages = all.filter((m) => (m.detail as { page: number }).page === 0);
  return { queryMs: firstPages.map((m) => (m.detail as { queryMs: number }).queryMs), roundTripMs: all.map((m) => m.duration), changes };
}

async function mapRenders(page: Page): Promise<PointsFigures['map']> {
  await page.getByRole('tab', { name: LABELS.map }).click();
  const map: PointsFigures['map'] = [];
  for (const city of MAP_CITIES) {
    const seen = (await measures(page, 'points-map-first-render')).length;
    await chooseCity(page, city);
    await nextMeasure(page, 'points-map-first-render', seen);
    await page.locator('[data-slot="points-map"][aria-busy="false"]').waitFor();
    const entries = await measures(page, 'points-map-first-render');
    await page.getByRole('tab', { name: LABELS.list }).click();
    const points = numberIn(await page.getByTestId('points-count').textContent());
    await page.getByRole('tab', { name: LABELS.map }).click();
    map.push({ city, points, ms: entries.at(-1)!.duration });
  }
  return map;
}

async function exportAll(browser: Browser, page: Page): Promise<PointsFigures['exportFile']> {
  await page.getByRole('tab', { name: LABELS.export }).click();
  await page.getByRole('combobox', { name: LABELS.city }).fill('');
  await page.getByRole('combobox', { name: LABELS.city }).press('Enter');
  await page.getByTestId('points-export-start').waitFor();
  const rendererMbBefore = await rendererMb(browser);
  let rendererMbPeak = rendererMbBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rendererMbPeak = Math.max(rendererMbPeak, await rendererMb(browser));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  // Long task starts are epoch milliseconds (page-idb.ts LONG_TASK_RECORDER).
  const startedAt = await page.evaluate<number>('performance.timeOrigin + performance.now()');
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByTestId('points-export-start').click();
  await download;
  sampling = false;
  await sampler;
  const entry = (await measures(page, 'points-export-xlsx')).at(-1)!;
  const detail = entry.detail as { rows: number; bytes: number };
  const tasks = ((await page.evaluate<LongTask[] | null>(LONG_TASKS)) ?? []).filter((t) => t.start + t.duration >= startedAt);
  return {
    rows: detail.rows, bytes: detail.bytes, ms: entry.duration,
    longTasksOver50: tasks.filter((t) => t.duration > 50).length, longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    rendererMbBefore, rendererMbPeak,
  };
}

export async function measurePointsPage(baseUrl: string): Promise<PointsFigures> {
  const browser = await launchChromium();
  try {
    // The waits below are strings that Playwright's waitForFunction evaluates with `new Function`, which the
    // console's CSP (no 'unsafe-eval') refuses.
    const context = await browser.newContext({ locale: 'en-US', bypassCSP: true });
    await context.addInitScript(LONG_TASK_RECORDER);
    await context.addCookies([{ name: 'token', value: await login(baseUrl), url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/points/list`);
    // A fresh demo company has not accepted the public offer yet: its dialog covers the page until then.
    await page.getByRole('button', { name: 'Accept the offer' }).click({ timeout: 30_000 });
    const pulled = await page.evaluate<{ stored: number }>(untilPulled('points'));
    // The catalog has taken in the stored points once the list counts them all; the demo world adds and
    // removes a few points a minute, hence the small margin.
    await page.waitForFunction(
      `Number((document.querySelector('[data-testid="points-count"]')?.textContent ?? '').replace(/\\D/g, '')) >= ${pulled.stored - 50}`,
      undefined, { timeout: 120_000 },
    );
    const { queryMs, roundTripMs, changes } = await filterQueries(page);
    const map = await mapRenders(page);
    const exportFile = await exportAll(browser, page);
    const orderFormMs = await measureOrderFormRender(page, baseUrl);
    return { points: pulled.stored, queryMs, roundTripMs, filterChanges: changes, map, exportFile, orderFormMs };
  } finally {
    await browser.close();
  }
}
