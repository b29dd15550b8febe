import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { acceptOfferIfShown, fillLogin, login } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

// Going offline here only disables forms on the loaded page: no page is opened offline.
test.use(WITHOUT_SERVICE_WORKER);

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

test('offline, the signup, login and password pages say they need the network and turn their buttons off', async ({ page, context }) => {
  const pages = [
    { path: '/signup', note: 'Для регистрации нужна сеть', button: 'Регистрация' },
    { path: '/signup/confirm?email=someone%40example.ru', note: 'Для подтверждения почты нужна сеть', button: 'Подтвердить' },
    { path: '/password/recover', note: 'Для восстановления пароля нужна сеть', button: 'Отправить письмо' },
    { path: '/password/reset?token=some-token', note: 'Для смены пароля нужна сеть', button: 'Сохранить новый пароль' },
    { path: '/login', note: 'Для входа нужна сеть', button: 'Войти' },
  ];
  for (const { path, note, button } of pages) {
    await page.goto(path);
    const submit = page.locator('form button[type="submit"]');
    await expect(submit).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: note }), path).toBeVisible();
    await expect(submit, path).toBeDisabled();
    // The button names the note as the reason it is off.
    await expect(page.getByRole('button', { name: button, exact: true }), path).toHaveAccessibleDescription(new RegExp(note));
    await context.setOffline(false);
    await expect(page.getByText(note)).toHaveCount(0);
    // The confirmation's button waits for a code as well.
    if (!path.startsWith('/signup/confirm')) await expect(submit).toBeEnabled();
  }
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
