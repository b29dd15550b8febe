// Fault tests 2, 4, 5 and 7 of docs/sync.md: the outbox against the real server with its fault switches — lost
// answers, validation refusals, ordered replay, a flaky network. Each test has a company of its own.
import { expect, test } from '@playwright/test';
import { newCompany } from './support/company';
import { createOrders, orderLog, ordersOnServer } from './support/orders-api';
import { createOrderInForm, untilSent } from './support/order-form';
import { faultsLeft, setFaults } from './support/faults';
import { toast } from './support/session';

test('2: an answer lost after the server applied a create: the replay leaves exactly one order', async ({ page }) => {
  const company = await newCompany(page, 'sync2', { connected: true });
  await setFaults(page.request, company.token, [{ method: 'POST', path: '/v1/app/orders', times: 1, action: 'drop-after-apply' }]);
  const id = await createOrderInForm(page, 'LOST-1');
  await untilSent(page);
  expect(await faultsLeft(page.request, company.token)).toEqual([]);
  const orders = await ordersOnServer(page.request, company.token);
  expect(orders.map((o) => o.id)).toEqual([id]);
  const log = await orderLog(page.request, company.token, id);
  expect(log.filter((e) => e.type === 'creationInAggregator')).toHaveLength(1);
});

test('4: an offline create the server refuses says why; the cancel behind it is dropped; other orders go through', async ({ page, context }) => {
  const company = await newCompany(page, 'sync4', { connected: true });
  await createOrders(page.request, company.token, 1, 'TAKEN');

  await context.setOffline(true);
  // The client number is already used by the company: the server answers 409 (already exists).
  const refused = await createOrderInForm(page, 'TAKEN-0', 'Отказ Тестовый');
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отменить заказ' }).click();
  const fine = await createOrderInForm(page, 'FINE-1', 'Хороший Тест');
  await context.setOffline(false);

  await page.goto('/orders');
  const panel = page.locator('[data-slot="rejected-changes"]');
  await expect(panel).toContainText('TAKEN-0', { timeout: 30_000 });
  await expect(panel).toContainText('Уже существует');
  await expect(panel).toContainText('предыдущее изменение этой записи отклонено');
  await untilSent(page);

  const orders = await ordersOnServer(page.request, company.token);
  expect(orders.map((o) => o.id)).toContain(fine);
  expect(orders.map((o) => o.id)).not.toContain(refused);
  // Discard clears the refused create and the cancel that waited behind it.
  await panel.getByRole('button', { name: 'Отбросить' }).click();
  await expect(panel).toHaveCount(0);
});

test('5: create, edit and cancel made offline replay in that order', async ({ page, context }) => {
  const company = await newCompany(page, 'sync5', { connected: true });
  await context.setOffline(true);
  const id = await createOrderInForm(page, 'ORDERED-1', 'Первое Имя');
  await page.getByRole('link', { name: 'Изменить' }).click();
  await page.locator('[name="recipient.contactName"]').fill('Второе Имя');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('Второе Имя')).toBeVisible();
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(toast(page, 'Отмена поставлена в очередь')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-slot="status-chip"]').first()).toHaveAttribute('data-status', 'deliveryCanceled');
  await context.setOffline(false);
  await untilSent(page);

  const [order] = await ordersOnServer(page.request, company.token);
  expect(order.id).toBe(id);
  expect(order.recipient.contactName).toBe('Второе Имя');
  expect(order.status.key).toBe('deliveryCanceled');
  const steps = (await orderLog(page.request, company.token, id)).map((e) => e.type).filter((t) => t.endsWith('InAggregator'));
  expect(steps).toEqual(['creationInAggregator', 'updateInAggregator', 'cancellationInAggregator']);
});

test('7: a flaky network (500, 502, a captive-portal page, a dropped socket) neither loses nor doubles orders', async ({ page, context }) => {
  // Three orders made in the form, then up to a minute of retries: past the default 90 s on a busy machine.
  test.setTimeout(150_000);
  const company = await newCompany(page, 'sync7', { connected: true });
  await context.setOffline(true);
  const ids = [await createOrderInForm(page, 'FLAKY-1'), await createOrderInForm(page, 'FLAKY-2'), await createOrderInForm(page, 'FLAKY-3')];
  await setFaults(page.request, company.token, [
    { method: 'POST', path: '/v1/app/orders', times: 1, action: 'status', status: 500 },
    { method: 'POST', path: '/v1/app/orders', times: 1, action: 'status', status: 502 },
    { method: 'POST', path: '/v1/app/orders', times: 1, action: 'html' },
    { method: 'POST', path: '/v1/app/orders', times: 1, action: 'drop' },
    { method: 'POST', path: '/v1/app/orders', times: 1, action: 'drop-after-apply' },
  ]);
  await context.setOffline(false);
  // Five failures in a row wait up to 1 + 2 + 4 + 8 + 16 s between tries (workers/sync/backoff.ts, full jitter).
  await untilSent(page, 60_000);
  expect(await faultsLeft(page.request, company.token)).toEqual([]);
  const orders = await ordersOnServer(page.request, company.token);
  expect(orders.map((o) => o.id).sort()).toEqual([...ids].sort());
});
