import { expect, test } from '@playwright/test';
import { ADMIN, OPERATOR } from './support/env';
import { login, toast } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

// By element, not role: an open offer dialog hides the page from the accessibility tree.
const sidebar = (page: import('@playwright/test').Page) => page.locator('aside');

test('admin sees every section in the sidebar, the operator only what the role opens', async ({ browser }) => {
  const adminContext = await browser.newContext(WITHOUT_SERVICE_WORKER);
  const operatorContext = await browser.newContext(WITHOUT_SERVICE_WORKER);
  // Closed at the end: left open, their first syncs would go on writing during the next tests.
  const admin = await adminContext.newPage();
  await login(admin, ADMIN);
  for (const href of ['/orders', '/providers', '/editors/tariff/rules', '/tokens/list', '/billing/money', '/shops']) {
    await expect(sidebar(admin).locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  const operator = await operatorContext.newPage();
  await login(operator, OPERATOR);
  for (const href of ['/orders', '/shops', '/warehouses', '/points/list']) {
    await expect(sidebar(operator).locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  for (const href of ['/providers', '/tokens/list', '/billing/money', '/editors/tariff/rules']) {
    await expect(sidebar(operator).locator(`a[href="${href}"]`)).toHaveCount(0);
  }
  await adminContext.close();
  await operatorContext.close();
});

test('a deep link the role may not open goes to /401', async ({ page }) => {
  await login(page, OPERATOR);
  await page.goto('/tokens/list');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole('heading', { name: 'Доступ запрещён' })).toBeVisible();
});

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('the language switch confirms, renames the page and is remembered', async ({ page }) => {
  await login(page, ADMIN);
  await expect(page).toHaveTitle('Главная - Parcel Console');
  await page.getByRole('button', { name: 'Язык' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(toast(page, 'Language switched')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard - Parcel Console');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page).toHaveTitle('Dashboard - Parcel Console');
  await expect(sidebar(page).getByRole('link', { name: 'Orders' })).toBeVisible();
  // The notice lasts 2 s.
  await expect(toast(page, 'Language switched')).toBeHidden({ timeout: 4000 });
});

test('the breadcrumbs name a provider by its title', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/providers/cdek/connections/list');
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('СДЭК');
});

test('the demo role switch reloads the user and the routes', async ({ page }) => {
  await login(page, ADMIN);
  await expect(sidebar(page).locator('a[href="/tokens/list"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Оператор заказов' }).click();
  await expect(sidebar(page).locator('a[href="/tokens/list"]')).toHaveCount(0);
  await expect(sidebar(page).locator('a[href="/orders"]')).toHaveCount(1);
});

test('the collapsed sidebar is remembered and collapses under 992 px', async ({ page }) => {
  await login(page, ADMIN);
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('button', { name: 'Свернуть или развернуть меню' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('button', { name: 'Свернуть или развернуть меню' }).click();
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
});
