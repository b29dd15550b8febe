// Orders end to end against the real server: the list from the local store with filters, details with
// the log and status history, a create through the form, bulk cancel and a labels PDF.
import { expect, test } from '@playwright/test';
import { ADMIN } from './support/env';
import { login, tokenOf, toast } from './support/session';
import { newCompany } from './support/company';
import { createOrders, orderLog, ordersOnServer } from './support/orders-api';
import { createOrderInForm, untilSent } from './support/order-form';

test('the order list answers filters from the local store and opens details with the log', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/orders');
  const rows = page.locator('[role="rowgroup"] [role="row"]');
  // A new device pulls its orders once the service worker has installed (docs/decisions/offline-and-pwa.md).
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // Virtualized: a thousand orders and more, a few dozen rows in the page.
  expect(await rows.count()).toBeLessThan(80);

  await page.getByRole('combobox', { name: 'Статус' }).selectOption('delivered');
  await expect(page).toHaveURL(/status=.*delivered/);
  const shown = () => rows.locator('[data-slot="status-chip"]').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-status')))]);
  // The first pull of the orders may still be writing: on a busy machine a read of the list waits behind it.
  await expect.poll(shown, { timeout: 30_000 }).toEqual(['delivered']);

  const number = (await rows.first().getByRole('link').textContent())!.trim();
  await page.getByRole('searchbox').fill(number.toLowerCase());
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('link').click();
  await expect(page.locator('main h1')).toContainText(number, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Журнал' }).click();
  await expect(page).toHaveURL(/tab=log/);
  await expect(page.getByText(/X-Tracing-Id: \S+/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'История статусов' }).click();
  await expect(page.locator('[data-slot="status-chip"][data-status="delivered"]').last()).toBeVisible();
});

test('an order made in the form reaches the server once, then bulk cancel and labels', async ({ page }) => {
  const company = await newCompany(page, 'orders', { connected: true });
  await createOrders(page.request, company.token, 2, 'API');
  const id = await createOrderInForm(page, 'FORM-1');
  await untilSent(page);
  const onServer = await ordersOnServer(page.request, company.token);
  expect(onServer.filter((o) => o.order.clientNumber === 'FORM-1').map((o) => o.id)).toEqual([id]);

  await page.goto('/orders');
  const rows = page.locator('[role="rowgroup"] [role="row"]');
  await expect(rows).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Выбрать все' }).check();
  // The labels dialog (labels.spec.ts has the rest): A6 by default, to the print dialog on a computer.
  const labels = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/app/orders/labels'));
  await page.getByRole('button', { name: 'Этикетки' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Печать' }).click();
  expect((await labels).status()).toBe(200);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Отменить заказы' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отменить заказы' }).click();
  await expect(toast(page, '3')).toBeVisible();
  await untilSent(page);
  await expect.poll(async () => (await ordersOnServer(page.request, company.token)).map((o) => o.status.key)).toEqual(['deliveryCanceled', 'deliveryCanceled', 'deliveryCanceled']);
  const log = await orderLog(page.request, company.token, id);
  expect(log.filter((e) => e.type === 'cancellationInAggregator')).toHaveLength(1);
  expect(await tokenOf(page)).toBeTruthy();
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the order form and list speak English', async ({ page }) => {
    await newCompany(page, 'orders-en');
    await page.goto('/orders');
    await expect(page.locator('main h1')).toHaveText('Orders');
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Create order' }).click();
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[name="order.clientNumber"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter value').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Recipient' })).toBeVisible();
  });
});

test.describe('a search result clicked at once', () => {
  // Without the service worker the page's own requests can be held up here.
  test.use({ serviceWorkers: 'block' });

  test('opens the order even while its page still loads (the search\'s pending URL write does not take the user back)', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/orders');
    const rows = page.locator('[role="rowgroup"] [role="row"]');
    await expect(rows.first().getByRole('link')).toBeVisible({ timeout: 30_000 });
    const number = (await rows.first().getByRole('link').textContent())!.trim();
    // The details page's code arrives a second late, as on a slow link; the search's URL write falls due meanwhile.
    await page.route('**/assets/_app.orders._id.details-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByRole('searchbox').fill(number.toLowerCase());
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);
    await expect(page.locator('main h1')).toContainText(number, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/details$/);
  });
});
