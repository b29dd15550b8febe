// The points page's list (docs/decisions/points.md): the first pull with its progress panel, the list of every
// synced point (virtualized: a handful of rows in the DOM), the city combobox and the other filters in the URL,
// sorting, a point's details, the calculator's city box while a new page's points worker starts, and all of it
// offline after a reload.
import { expect, test, type Page } from '@playwright/test';
import { newCompany } from './support/company';
import { POINTS_BASE_URL, POINTS_WORLD } from './support/env';

// The server with the full points world (playwright.config.ts).
test.use({ baseURL: POINTS_BASE_URL });

const countOf = async (page: Page): Promise<number> => {
  const count = page.getByTestId('points-count');
  await expect(count).toHaveText(/\d/);
  return Number((await count.textContent())!.replace(/\D/g, ''));
};

test('points: pull with progress, filter, sort, details, offline', async ({ page, context }) => {
  // The pull alone takes up to 4 minutes on a busy two-core machine; a new page's points worker 1-3 s to a minute.
  test.setTimeout(420_000);
  await newCompany(page, 'points-list');
  await page.goto('/points/list');

  await test.step('the first pull shows its progress, then the date of the data', async () => {
    const bar = page.getByRole('progressbar', { name: 'Загружено пунктов' });
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/, { timeout: 120_000 });
    // The megabytes received, as the browser counted them on the wire.
    await expect(page.getByTestId('points-pull-bytes')).toHaveText(/^Получено \d+(,\d)? МБ/);
    await expect(page.getByTestId('points-data-as-of')).toContainText('Данные на', { timeout: 240_000 });
    await expect(page.getByTestId('points-pull-progress')).toBeHidden();
  });

  await test.step('every point is listed, a few rows are in the DOM', async () => {
    await expect.poll(() => countOf(page), { timeout: 10_000 }).toBeGreaterThan(POINTS_WORLD * 0.9);
    const rows = await page.locator('[role=rowgroup] [role=row]').count();
    expect(rows).toBeGreaterThan(5);
    expect(rows).toBeLessThan(60);
  });

  await test.step('the city combobox suggests cities with counts and filters by the chosen one', async () => {
    const city = page.getByRole('combobox', { name: 'Город' });
    await city.fill('казан');
    const option = page.getByRole('option', { name: /Казань/ });
    await expect(option).toBeVisible();
    await city.press('ArrowDown');
    await city.press('Enter');
    await expect(page).toHaveURL(/city=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C|city=Казань/);
    // Until the worker answers, the previous rows stay on screen (dimmed, aria-busy).
    const cities = () => page.locator('[role=rowgroup] [role=row] [role=cell]:nth-child(4)').allTextContents();
    await expect.poll(async () => [...new Set(await cities())], { timeout: 20_000 }).toEqual(['Казань']);
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
    const inCity = await countOf(page);
    expect(inCity).toBeGreaterThan(0);

    await page.getByLabel('Оплата картой').selectOption('1');
    await expect.poll(() => countOf(page)).toBeLessThan(inCity);
    await expect(page).toHaveURL(/card=1/);
  });

  await test.step('sorting by delivery service, then the other way round', async () => {
    const header = page.getByRole('columnheader', { name: 'Служба доставки' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=providerKey&desc=true|desc=true.*sort=providerKey/);
  });

  await test.step('filters reach the URL as they pause; a tab is a history entry, and Back returns to the list as it was', async () => {
    await page.getByLabel('Оплата наличными').selectOption('1');
    const views = page.getByRole('tablist', { name: 'Представления пунктов' });
    await views.getByRole('tab', { name: 'Карта' }).click();
    await expect(page).toHaveURL(/tab=map/);
    await page.goBack();
    await expect(page).not.toHaveURL(/tab=map/);
    await expect(page).toHaveURL(/cash=1/);
    await expect(page.getByLabel('Оплата наличными')).toHaveValue('1');
    await expect(views.getByRole('tab', { name: 'Список' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('no match, then reset', async () => {
    await page.getByLabel('Код пункта').fill('нет-такого-кода');
    await expect(page.getByText('Нет пунктов, подходящих под фильтры')).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить фильтры' }).first().click();
    await expect(page).not.toHaveURL(/city=|card=|cash=|code=/);
    await expect(page.getByLabel('Код пункта')).toHaveValue('');
  });

  let detailsUrl = '';
  await test.step('a row opens the point, with every group and a link to the map', async () => {
    const link = page.locator('[role=rowgroup] [role=row] a').first();
    const name = (await link.getAttribute('title'))!;
    await link.click();
    await expect(page).toHaveURL(/\/points\/[^/]+\/details$/);
    detailsUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    for (const group of ['Основное', 'Адрес', 'Контакты', 'Часы работы', 'Оплата и операции', 'Ограничения']) {
      await expect(page.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Показать на карте' })).toHaveAttribute('href', /tab=map/);
  });

  await test.step("the calculator's city box says it is preparing while the points worker starts (unless it is ready), then suggests", async () => {
    // A new page starts a new worker, which reads the points' snapshot (a second or more with 100,000) before it answers.
    await page.goto('/calculator/index');
    await page.getByLabel('Откуда (город)', { exact: true }).fill('казан');
    const preparing = page.getByRole('status').filter({ hasText: 'Готовим подсказки городов…' });
    const kazan = page.getByRole('option', { name: /Казань/ });
    // Either the box says it is preparing, or the worker had read the snapshot before the typing (20,000
    // points on a quiet moment of the machine): never an empty box that says nothing.
    await expect(preparing.or(kazan)).toBeVisible();
    // 1-3 s on a quiet machine; far longer on a busy two-core one.
    await expect(kazan).toBeVisible({ timeout: 60_000 });
    await expect(preparing).toHaveCount(0);
  });

  await test.step('offline after a reload: the list, the filters and the details still work', async () => {
    await context.setOffline(true);
    await page.goto('/points/list?city=%22%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C%22');
    await expect(page.getByTestId('points-data-as-of')).toBeVisible();
    await expect.poll(() => countOf(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.goto(detailsUrl);
    await expect(page.getByRole('group', { name: 'Адрес' })).toBeVisible();
    await context.setOffline(false);
  });
});
