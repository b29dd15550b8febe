// The points' Excel tab (docs/decisions/points.md): the file made on the device from the synced points, checked
// by opening it; a full export of every synced point; Cancel; the server's export job fetched with the token in
// a header; offline, the local file still works and the server button says why not.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { newCompany } from './support/company';
import { POINTS_BASE_URL, POINTS_WORLD } from './support/env';
import { reloadOffline } from './support/offline';
import { untilStill } from './support/until-still';

// The server with the full points world (playwright.config.ts).
test.use({ baseURL: POINTS_BASE_URL });

const HEADERS = [
  'ID', 'Служба доставки', 'Код', 'Название', 'Тип', 'Город', 'Адрес', 'Почтовый индекс', 'Широта', 'Долгота',
  'Часы работы', 'Оплата картой', 'Оплата наличными', 'Наложенный платёж', 'Операции',
];
const TYPES = ['ПВЗ', 'Постамат', 'Почтовое отделение', 'Терминал'];

/** "N points will be exported", once N holds still: after a reload the worker's catalog catches up from its
 *  saved snapshot for a few seconds, and the count follows it. */
async function countOf(page: Page): Promise<number> {
  const count = page.getByTestId('points-export-count');
  await expect(count).toHaveText(/\d/, { timeout: 60_000 });
  return untilStill(async () => Number((await count.textContent())!.replace(/\D/g, '')), 2000);
}

const rowsOf = async (file: Buffer): Promise<unknown[][]> => {
  const book = XLSX.read(file);
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true });
};

/** Starts the local export and answers the saved file's rows and the file name. */
async function exportLocal(page: Page): Promise<{ rows: unknown[][]; name: string }> {
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByTestId('points-export-start').click();
  const file = await download;
  await expect(page.getByTestId('points-export-result')).toBeVisible();
  return { rows: await rowsOf(await readFile((await file.path())!)), name: file.suggestedFilename() };
}

test('points to Excel: on the device (offline too) and by the server job', async ({ page, context }) => {
  test.setTimeout(600_000);
  await newCompany(page, 'points-export');
  await page.goto('/points/list?tab=export');
  // The first sync brings every point to the device.
  await expect(page.getByTestId('points-data-as-of')).toBeVisible({ timeout: 420_000 });

  const city = 'Казань';
  const filtered = `/points/list?tab=export&city=${encodeURIComponent(city)}&card=1`;

  await test.step('a city with card payment: the header row and exactly the filtered points', async () => {
    await page.goto(filtered);
    const expected = await countOf(page);
    expect(expected).toBeGreaterThan(0);
    const { rows, name } = await exportLocal(page);
    expect(name).toMatch(/^points-Казань-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(expected + 1);
    for (const row of rows.slice(1)) {
      expect(row[5]).toBe(city);
      expect(row[11]).toBe('Да');
      expect(TYPES).toContain(row[4]);
      expect(typeof row[8]).toBe('number');
      expect(typeof row[9]).toBe('number');
    }
    await expect(page.getByTestId('points-export-result')).toContainText(name);
  });

  await test.step('all points: every synced point in the file', async () => {
    await page.goto('/points/list?tab=export');
    const expected = await countOf(page);
    expect(expected).toBeGreaterThan(POINTS_WORLD * 0.9);
    const { rows } = await exportLocal(page);
    // Its time and the page's long tasks meanwhile are figures of `npm run bench`, not of this test.
    expect(rows).toHaveLength(expected + 1);
  });

  await test.step('Cancel stops it and nothing is saved', async () => {
    let saved = false;
    page.on('download', () => (saved = true));
    await page.getByTestId('points-export-start').click();
    await expect(page.getByTestId('points-export-cancel')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('points-export-local')).toContainText('Выгрузка отменена.');
    await expect(page.getByTestId('points-export-start')).toBeEnabled();
    await page.waitForTimeout(8000);
    expect(saved).toBe(false);
  });

  await test.step('the server job: followed to done, the file fetched with the token in a header', async () => {
    await page.goto(filtered);
    const expected = await countOf(page);
    await page.getByTestId('points-export-server-start').click();
    const job = page.getByTestId('points-export-job').first();
    await expect(job).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
    const fileRequest = page.waitForRequest((request) => request.url().includes('/v1/app/list/points/exports/'));
    const download = page.waitForEvent('download');
    await job.getByTestId('points-export-job-download').click();
    const request = await fileRequest;
    expect(request.headers().authorization).toBeTruthy();
    expect(request.url()).not.toContain(request.headers().authorization);
    const rows = await rowsOf(await readFile((await (await download).path())!));
    expect(rows).toHaveLength(expected + 1);
  });

  await test.step('offline, after a reload: the server button says why not, the local file still works', async () => {
    // A fresh page offline: the worker loads SheetJS from the service worker's precache.
    await reloadOffline(page);
    await expect(page.getByTestId('points-export-server-start')).toBeDisabled();
    await expect(page.getByTestId('points-export-server')).toContainText('Нужно подключение к интернету');
    const expected = await countOf(page);
    const { rows } = await exportLocal(page);
    expect(rows).toHaveLength(expected + 1);
    await context.setOffline(false);
  });
});
