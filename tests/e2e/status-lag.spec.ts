// Service lead times (docs/decisions/analytics.md "Status lag") against the real server's demo histories: an
// operator opens them from the menu, each service's statuses show with the figures the server answers, the chart
// draws, and after a reload offline the device's copy shows the same rows.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { OPERATOR } from './support/env';
import { reloadOffline } from './support/offline';
import { login, tokenOf } from './support/session';

type Item = { providerKey: string; statusKey: string };

/** Each table's rows as "status / stays / median / p90 / stuck", table by table. */
const shownRows = (page: Page) => page.getByTestId('status-lag-services').getByRole('table').evaluateAll((tables) =>
  tables.map((table) => [...table.querySelectorAll('tbody tr')].map((row) =>
    [row.getAttribute('data-status'), ...[...row.querySelectorAll('td')].map((cell) => cell.lastChild?.textContent ?? '')].join(' / '))));

/** The statuses of each service, service by service, as the server answers now (the demo's orders move on, so
 *  the figures may change between two reads; which services and statuses there are hardly does). */
async function serverStatuses(page: Page, token: string): Promise<string[][]> {
  const answer = await page.request.get('/v1/app/analytics/status-lag', { headers: { Authorization: token } });
  const byService = new Map<string, string[]>();
  for (const i of ((await answer.json()) as { items: Item[] }).items) byService.set(i.providerKey, [...(byService.get(i.providerKey) ?? []), i.statusKey]);
  return [...byService.values()];
}

test('lead times per service and status show online, and offline after a reload', async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, OPERATOR);
  await page.getByRole('link', { name: 'Сроки служб' }).click();
  await expect(page).toHaveURL(/\/analytics\/status-lag$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Сроки служб' })).toBeVisible();
  const tables = page.getByTestId('status-lag-services').getByRole('table');
  await expect(tables.first()).toBeVisible({ timeout: 30_000 });

  // The tables are the server's services and statuses, each row with its figures.
  const token = await tokenOf(page);
  // The device takes the server's answer each sync round (a minute apart), and the demo's orders move meanwhile:
  // the two agree at some moment of the next rounds.
  const agree = async () => {
    const shown = (await shownRows(page)).map((rows) => rows.map((r) => r.split(' / ')[0]));
    return JSON.stringify(shown) === JSON.stringify(await serverStatuses(page, token));
  };
  await expect.poll(agree, { timeout: 130_000 }).toBe(true);
  const online = await shownRows(page);
  expect(online.flat().every((row) => /^\w+ \/ [\d\s]+ \/ [\d\s,.—]+ \/ [\d\s,.—]+ \/ [\d\s]+$/.test(row)), online.flat().join('\n')).toBe(true);

  const chart = page.getByRole('img', { name: /^Медиана и 90-й процентиль/ });
  await expect(chart.locator('canvas')).toBeVisible();
  const status = page.getByRole('combobox', { name: 'Статус', exact: true });
  const first = await status.inputValue();
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(status).not.toHaveValue(first);
  await expect(chart.locator('canvas')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // Offline the device's copy shows as it was.
  const before = await shownRows(page);
  await reloadOffline(page);
  await expect(tables.first()).toBeVisible();
  expect(await shownRows(page)).toEqual(before);
  await expect(chart.locator('canvas')).toBeVisible();
  await page.context().setOffline(false);
});

test('lead times fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, OPERATOR);
  await page.goto('/analytics/status-lag');
  const tables = page.getByTestId('status-lag-services').getByRole('table');
  await expect(tables.first()).toBeVisible({ timeout: 30_000 });
  // Nothing wider than the screen: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await blockingViolations(page)).toEqual([]);
});
