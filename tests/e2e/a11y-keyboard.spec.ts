// The shell by keyboard: the skip link, the closed mobile drawer out of the tab order, focus on the new
// page's heading after a navigation, the tags bar, the order form's sticky bar, and controls named by
// what they show.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/env';
import { login } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

const PHONE = { width: 390, height: 844 };
const focusedIn = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

test('on a phone the closed menu takes no Tab stop and the page is reached within 5 Tab presses', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, ADMIN);
  await page.goto('/orders');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'true');

  // The whole navbar and more: none of these stops may be in the drawer that is off screen.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedIn(page, 'aside'), `Tab ${i + 1} went into the closed menu`).toBe(false);
  }

  await page.reload();
  await expect(page.locator('main h1')).toBeVisible();
  let presses = 0;
  while (presses < 5 && !(await focusedIn(page, 'main'))) {
    await page.keyboard.press('Tab');
    presses++;
    // The skip link is a Tab stop like any other; following it is one Enter.
    if (await page.evaluate(() => document.activeElement?.getAttribute('href') === '#main-content')) await page.keyboard.press('Enter');
  }
  expect(await focusedIn(page, 'main'), 'the page content after 5 Tab presses').toBe(true);
  // A control of the page, not just the page's scroller.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== document.activeElement)).toBe(true);
});

test('the open drawer takes focus, Escape closes it and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, ADMIN);
  // On a phone the menu opens from the bottom bar (docs/decisions/phone.md).
  const toggle = page.getByRole('navigation', { name: 'Разделы' }).getByRole('button', { name: 'Ещё' });
  await toggle.click();
  await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'false');
  expect(await focusedIn(page, 'aside')).toBe(true);
  // The page behind the overlay takes no focus while the drawer is open.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedIn(page, 'header, main, nav[aria-label="Разделы"]'), `Tab ${i + 1} went behind the open menu`).toBe(false);
  }
  // Escape closes it from wherever focus went (back into the menu here, or past its last link).
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'true');
  await expect(toggle).toBeFocused();

  // A link in the drawer closes it, and focus goes to the new page's heading.
  await page.keyboard.press('Enter');
  await page.locator('aside').getByRole('link', { name: 'Склады' }).press('Enter');
  await expect(page).toHaveURL(/\/warehouses$/);
  await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.locator('main h1')).toBeFocused();
});

test('the skip link is the first Tab stop and leads to the page content', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/shops');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому страницы' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusedIn(page, 'main')).toBe(true);
});

test('after a navigation focus is on the new page heading, but not when only filters change', async ({ page }) => {
  await login(page, ADMIN);
  await page.locator('aside').getByRole('link', { name: 'Заказы' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('main h1')).toHaveText('Заказы');

  // Filters write the URL as the user types: the box keeps focus.
  const search = page.locator('main input').first();
  await search.fill('PC-00');
  await expect(page).toHaveURL(/PC-00/);
  await expect(search).toBeFocused();

  // A link inside the page, to a record: focus lands on the record's heading.
  await page.locator('main a[href*="/details"]').first().press('Enter');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);
  await expect(page.locator('main h1')).toBeFocused();

  // A menu link by keyboard.
  await page.locator('aside').getByRole('link', { name: 'Склады' }).press('Enter');
  await expect(page).toHaveURL(/\/warehouses$/);
  await expect(page.locator('main h1')).toBeFocused();
});

test('the tags bar is a list of links with separate close buttons of at least 24 px', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/shops');
  await expect(page.locator('main h1')).toBeVisible();
  await page.goto('/warehouses');
  await expect(page.locator('main h1')).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Открытые вкладки' });
  const shops = bar.getByRole('link', { name: 'Магазины' });
  await expect(bar.getByRole('link', { name: 'Склады' })).toHaveAttribute('aria-current', 'page');

  await shops.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shops$/);
  await expect(shops).toHaveAttribute('aria-current', 'page');
  // One current entry, and it is the highlighted one (an index route's view is "/shops/").
  await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(bar.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Магазины' }) })).toHaveClass(/bg-primary/);

  // From a link, Tab reaches its own close button, named after it.
  await shops.focus();
  await page.keyboard.press('Tab');
  const close = bar.getByRole('button', { name: 'Закрыть вкладку Магазины' });
  await expect(close).toBeFocused();
  const box = await close.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  await expect(shops).toHaveCount(0);
  // Closing the page shown opens its neighbour.
  await expect(page).toHaveURL(/\/warehouses$/);
  await expect(bar.getByRole('button')).not.toHaveCount(0);
  // No control inside another.
  await expect(bar.locator('a button, button a, [role="tab"]')).toHaveCount(0);
});

test('a field reached by Tab in the order form is never under the sticky buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 560 });
  await login(page, ADMIN);
  await page.goto('/orders/create');
  await page.locator('[name="order.clientNumber"]').focus();
  const bar = page.locator('[data-slot="sticky-actions"]');
  let checked = 0;
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const overlap = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const bar = document.querySelector('[data-slot="sticky-actions"]')!;
      if (!el || !el.closest('form') || bar.contains(el)) return null;
      const a = el.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      return { name: el.getAttribute('name') ?? el.outerHTML.slice(0, 80), covered: a.bottom > b.top && a.top < b.bottom };
    });
    if (!overlap) continue;
    checked++;
    expect(overlap.covered, `${overlap.name} is under the sticky bar`).toBe(false);
  }
  expect(checked).toBeGreaterThan(20);
  await expect(bar).toBeVisible();
});

test('controls are named by what they show, the collapsed menu logo too', async ({ page }) => {
  await login(page, ADMIN);
  const header = page.locator('header');
  // Visible text is part of the accessible name (a voice user says what they see).
  await expect(header.getByRole('button', { name: 'RU' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Анна Админова' })).toBeVisible();
  await expect(header.getByRole('button', { name: /Синхронизировано|Ещё не синхронизировано|Синхронизация…/ })).toBeVisible();
  await page.getByRole('button', { name: 'Свернуть или развернуть меню' }).click();
  await expect(page.locator('aside')).toHaveAttribute('data-collapsed', 'true');
  await expect(page.locator('aside a[href="/dashboard"]').first()).toHaveAccessibleName('Parcel Console');
});
