import { expect, test } from '@playwright/test';
import { ADMIN, E2E_BASE_URL } from './support/env';
import { login, toast, tokenOf } from './support/session';
import { WITHOUT_SERVICE_WORKER } from './support/no-service-worker';

test.use(WITHOUT_SERVICE_WORKER);

test('code 040101 asks to log in again and logs out on confirm', async ({ page }) => {
  await login(page, ADMIN);
  // The first full sync is over (the next pull is a minute away), so the refused call below is the
  // first one the console makes with the dead token.
  await expect(page.getByTestId('last-synced')).toContainText('Синхронизировано', { timeout: 30_000 });
  // The token dies on the server (as when it expires) while the console still holds it.
  const token = await tokenOf(page);
  const revoked = await page.request.post('/v1/app/user/logout', { headers: { Authorization: token } });
  expect(revoked.ok()).toBe(true);

  // In-app navigation, not a reload: the console still trusts its session until a call is refused.
  await page.getByRole('button', { name: 'Учётная запись' }).click();
  await page.getByRole('menuitem', { name: 'Профиль' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Некорректный ключ безопасности. Пожалуйста, войдите в систему снова!');
  await dialog.getByRole('button', { name: 'Войти заново' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(false);
});

test('a token the server does not know sends the visitor to login with the reason', async ({ page, context }) => {
  await context.addCookies([{ name: 'token', value: 'f'.repeat(64), url: E2E_BASE_URL }]);
  await page.goto('/billing/money');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbilling%2Fmoney$/);
  await expect(toast(page, 'Некорректный ключ безопасности. Пожалуйста, войдите в систему снова!')).toBeVisible();
  // The product's failed-user-info path alone: no relogin dialog on top of the login page.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
