// Fault test 6 of docs/sync.md: the token dies while the device is offline with changes queued. Back online the
// queue pauses (no attempt spent), the console asks to log in again, and after the login everything
// queued goes out once.
import { expect, test } from '@playwright/test';
import { COMPANY_PASSWORD, newCompany } from './support/company';
import { fillLogin, tokenOf } from './support/session';
import { ordersOnServer } from './support/orders-api';
import { createOrderInForm, untilSent } from './support/order-form';

test('6: the token expires while offline: the queue pauses, the user logs in again, nothing is lost', async ({ page, context, request }) => {
  const company = await newCompany(page, 'sync6', { connected: true });
  await context.setOffline(true);
  const id = await createOrderInForm(page, 'AFTER-LOGIN');
  // The session ends on the server meanwhile (as a 7-day token would).
  await request.post('/v1/app/user/logout', { headers: { Authorization: company.pageToken } });
  await context.setOffline(false);

  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Некорректный ключ безопасности', { timeout: 20_000 });
  await prompt.getByRole('button', { name: 'Войти заново' }).click();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, company.email, COMPANY_PASSWORD);
  await expect(page.locator('main h1')).toBeVisible();
  await untilSent(page);

  const orders = await ordersOnServer(page.request, await tokenOf(page));
  expect(orders.map((o) => o.id)).toEqual([id]);
});
