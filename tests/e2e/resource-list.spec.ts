// A long resource list (the kit's list page, src/components/resource/, shown on shops): only the rows near
// the screen are in the page, scrolling brings the rest, and the search lives in the URL, so a reload
// keeps it; axe passes on the long table. The company is the test's own, so it holds exactly the shops made here.
import { expect, test } from '@playwright/test';
import { blockingViolations, settle } from './support/axe';
import { newCompany } from './support/company';
import { tokenOf } from './support/session';

const COUNT = 150;
const nameOf = (index: number) => `Магазин ${String(index).padStart(3, '0')}`;

test('a long shop list renders only the rows near the screen and keeps its search in the URL', async ({ page }) => {
  test.setTimeout(120_000);
  await newCompany(page, 'kit');
  const token = await tokenOf(page);
  for (let index = 0; index < COUNT; index++) {
    const made = await page.request.post('/v1/app/shops', { headers: { Authorization: token }, data: { name: nameOf(index) } });
    expect(made.status()).toBe(200);
  }

  await page.goto('/shops');
  const table = page.getByRole('table');
  const rows = page.locator('tbody tr[data-row-id]');
  await expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1), { timeout: 20_000 });
  await expect(rows.first()).toContainText(nameOf(0));
  expect(await rows.count()).toBeLessThan(COUNT / 2);
  // The rows left out stand as spacer rows, and the search box is labelled: axe finds nothing either way.
  await settle(page);
  expect(await blockingViolations(page)).toEqual([]);

  await page.locator('#main-content').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
  await expect(rows.filter({ hasText: nameOf(COUNT - 1) })).toBeVisible();
  await expect(rows.filter({ hasText: nameOf(0) })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Поиск магазинов' });
  await search.fill('магазин 14');
  // Every word anywhere: 014, 114 and 140..149.
  await expect(rows).toHaveCount(12);
  await expect(page).toHaveURL(/\/shops\?q=/);
  await page.reload();
  await expect(search).toHaveValue('магазин 14');
  await expect(rows).toHaveCount(12);

  await search.fill('нет такого');
  await expect(page.getByRole('status').filter({ hasText: 'Ничего не найдено.' })).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/shops$/);
  await expect(rows.first()).toContainText(nameOf(0));
});
