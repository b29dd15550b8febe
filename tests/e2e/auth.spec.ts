import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { acceptOfferIfShown, fillLogin, login } from './support/session';

test('a deep link sends a visitor to login and back to the link after login', async ({ page }) => {
  await page.goto('/orders/7/details?tab=log');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders%2F7%2Fdetails%3Ftab%3Dlog$/);
  await fillLogin(page, ADMIN);
  await expect(page).toHaveURL(/\/orders\/7\/details\?tab=log$/);
});

test('a wrong password keeps the user on the login page with the reason', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, ADMIN, 'not-the-password');
  await expect(page.locator('form [role="alert"]')).toHaveText('Неверный логин или пароль');
  await expect(page).toHaveURL(/\/login$/);
});

test('login validates lengths and trims the username', async ({ page }) => {
  await page.goto('/login');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Имя пользователя должно быть не менее 3 и не более 100 символов!')).toBeVisible();
  await expect(page.getByText('Пароль должен быть не менее 8 и не более 64 символов!')).toBeVisible();
  await fillLogin(page, `   ${ADMIN}   `);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signup validates email and password confirmation', async ({ page }) => {
  await page.goto('/signup');
  await page.locator('input[type="email"]').fill('not an email');
  await page.locator('input[type="password"]').nth(0).fill('longenough1');
  await page.locator('input[type="password"]').nth(1).fill('different12');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Неправильный email')).toBeVisible();
  await expect(page.getByText('Пароли не совпадают')).toBeVisible();
});

test('logout ends the session and wipes the local store', async ({ page }) => {
  await login(page, ADMIN);
  const rowsBefore = await page.evaluate(() => countRows('session'));
  expect(rowsBefore).toBe(1);
  // The sync worker is mirroring the company's orders while the user logs out.
  await expect.poll(() => page.evaluate(() => countRows('orders'))).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => countRows('session'))).toBe(0);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  // Nothing the stopped worker still had in flight lands in the fresh store.
  expect(await page.evaluate(() => countRows('orders'))).toBe(0);
});

test('a logged-in user visiting /login goes to the dashboard', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptOfferIfShown(page);
});

declare global {
  function countRows(store: string): Promise<number>;
}

test.beforeEach(async ({ page }) => {
  // Reads a table of the console's IndexedDB the way the app stored it, without the app's code.
  await page.addInitScript(() => {
    (globalThis as unknown as { countRows: (s: string) => Promise<number> }).countRows = (store: string) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('parcel-console');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve(0);
          }
          const req = db.transaction(store).objectStore(store).count();
          req.onsuccess = () => {
            resolve(req.result);
            db.close();
          };
        };
      });
  });
});
