// Lists on a phone (docs/decisions/phone.md): one card per row with what matters first, no sideways scroll on
// any list, the filters behind a "Фильтры" button that opens a bottom sheet, selection as a mode.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { calculateMoscowKazan } from './support/calculator';
import { ADMIN } from './support/env';
import { login } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Neither the page nor its scroller is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    return { doc: document.scrollingElement!.scrollWidth, main: main.scrollWidth, mainClient: main.clientWidth, screen: innerWidth };
  });
  expect(widths.doc).toBeLessThanOrEqual(widths.screen);
  expect(widths.main).toBeLessThanOrEqual(widths.mainClient);
}

test('orders are cards with number and status first; filters sit in a sheet; select mode reaches the bulk actions', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await page.goto('/orders');
  const cards = page.getByRole('list', { name: 'Заказы' }).getByRole('listitem');
  const first = cards.first();
  await expect(first.getByRole('link')).toHaveText(/^PC-\d+$/, { timeout: 30_000 });
  await expect(first.locator('[data-slot="status-chip"]')).toBeVisible();
  // No table on a phone, and the first card is on the first screen.
  await expect(page.getByRole('table')).toHaveCount(0);
  expect((await first.boundingBox())!.y).toBeLessThan(844);
  await expectNoSidewaysScroll(page);

  // The filters wait behind one button; what is set is counted on it.
  await expect(page.getByRole('combobox', { name: 'Статус' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Фильтры' });
  await sheet.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Доставлен' });
  const show = sheet.getByRole('button', { name: /^Показать [\d\s]+ заказ/ });
  await expect(show).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await show.click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Фильтры (1)' })).toBeVisible();
  // (The count may still grow: the orders are arriving on this device.)
  await expect(page.getByText(/^Найдено: \d+$/)).toBeVisible();
  await expect(first.locator('[data-slot="status-chip"]')).toHaveText('Доставлен');

  // Selecting is a mode: checkboxes appear, the bulk actions act on what is ticked.
  await page.getByRole('button', { name: 'Выбрать', exact: true }).click();
  await cards.nth(0).getByRole('checkbox').check();
  await cards.nth(1).getByRole('checkbox').check();
  await expect(page.getByRole('toolbar', { name: 'Действия с выбранными заказами' })).toContainText('Выбрано: 2');
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('toolbar', { name: 'Действия с выбранными заказами' })).toHaveCount(0);
  await expect(cards.first().getByRole('checkbox')).toHaveCount(0);

  // A tap anywhere on a card opens the order.
  const number = await first.getByRole('link').textContent();
  await first.click({ position: { x: 200, y: 60 } });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number!);
});

test('points are cards with name, address and hours, the first on the first screen, sorted by a select', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await page.goto('/points/list');
  const cards = page.getByRole('list', { name: 'Пункты выдачи' }).getByRole('listitem');
  const first = cards.first();
  // The points arrive after the orders on a new device: on a busy machine that takes its while.
  await expect(first.locator('a[href^="/points/"]')).toBeVisible({ timeout: 60_000 });
  // Whole, on the first screen (the list may still re-sort as the points arrive: asked again until it holds).
  await expect(first).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);
  // The city stays outside the sheet; the other six filters are inside it.
  await expect(page.getByRole('combobox', { name: 'Город' })).toBeVisible();
  await expect(page.getByLabel('Код пункта')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: 'По городу ↓' });
  await expect(page).toHaveURL(/sort=city/);
  await expect(page).toHaveURL(/desc=true/);
});

test('money operations, tokens, calculator results and analytics fit the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await page.goto('/billing/money');
  await expect(page.getByTestId('operation-row').first()).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(page);
  for (const path of ['/billing/calc', '/tokens/list', '/analytics/calculations', '/analytics/shipping', '/shops', '/warehouses', '/providers', '/editors/tariff/rules']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
  }

  await calculateMoscowKazan(page);
  await expectNoSidewaysScroll(page);
  const result = page.getByTestId('calculator-result').first();
  await expect(result.getByRole('button', { name: /^Создать заказ:/ })).toBeVisible();
  // Price first, then the service and the term, in one card as wide as the screen.
  const box = (await result.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  await page.getByRole('combobox', { name: 'Сортировка' }).selectOption({ label: 'Сначала дорогие' });
  const prices = (await page.getByTestId('result-price').allTextContents()).map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the cards and the filter sheet speak English', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/orders');
    const first = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText(/^PC-\d+$/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('combobox', { name: 'Delivery service' }).selectOption({ index: 1 });
    await sheet.getByRole('button', { name: /^Show [\d,]+ orders?$/ }).click();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
