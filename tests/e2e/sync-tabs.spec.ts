// Fault tests 1 and 3 of docs/sync.md: a tab killed in the middle of a pull resumes where the last commit ended, and
// two open tabs share one sender, so every change is applied once.
import { expect, test } from '@playwright/test';
import { loginCompany, newCompany, signUpCompany } from './support/company';
import { createOrders, orderLog, ordersOnServer } from './support/orders-api';
import { createOrderInForm, untilSent } from './support/order-form';
import { setFaults } from './support/faults';
import { localKeys, localRow } from './support/local-store';

type PullState = { stored: number; complete: boolean; total: number };

test('1: a tab killed between pulled pages resumes without gaps and without starting over', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  const company = await signUpCompany(first.request, 'sync1');
  await createOrders(first.request, company.token, 1600, 'BULK');
  // The first tab gets eleven pages and commits all but a batch under 300 rows of them (the first page alone,
  // then batches of 300 or more); after that the server holds every answer back, so the tab is surely killed
  // in the middle of the pull. A page may hold fewer than 100 orders (the simulator moves some on during the
  // pull, and a changed row leaves its planned page for a later one): the tab is closed once it has committed
  // a batch after the first page.
  const ORDERS_SYNC = '/v1/app/sync/orders';
  await setFaults(first.request, company.token, [
    { method: 'GET', path: ORDERS_SYNC, times: 11, action: 'delay', delayMs: 50 },
    { method: 'GET', path: ORDERS_SYNC, times: 1000, action: 'delay', delayMs: 120_000 },
  ]);
  await loginCompany(first, company);
  await expect.poll(async () => (await localRow<PullState>(first, 'syncState', 'orders'))?.stored ?? 0, { timeout: 60_000 }).toBeGreaterThan(400);
  await first.close();
  expect((await context.request.delete('/v1/demo/faults', { headers: { Authorization: company.token } })).ok()).toBe(true);

  // Looked at from a page of the same origin that does not start the console (so nothing pulls).
  const second = await context.newPage();
  await second.goto('/v1/app/config');
  const atKill = await localRow<PullState & { cursor: string }>(second, 'syncState', 'orders');
  expect(atKill?.complete).toBe(false);
  const ordersPulls: string[] = [];
  second.on('request', (r) => r.url().includes('/v1/app/sync/orders') && ordersPulls.push(new URL(r.url()).searchParams.get('cursor') ?? ''));
  await second.goto('/orders');
  await expect.poll(async () => (await localRow<PullState>(second, 'syncState', 'orders'))?.complete, { timeout: 60_000 }).toBe(true);
  // The second tab went on from the cursor the killed tab committed, not from the start.
  expect(ordersPulls[0]).toBe(atKill?.cursor);
  expect(ordersPulls).not.toContain('');
  const server = (await ordersOnServer(context.request, company.token)).map((o) => o.id).sort();
  expect((await localKeys(second, 'orders')).sort()).toEqual(server);
  await context.close();
});

test('3: two tabs queue changes offline; one sends, and each change is applied once', async ({ page, context }) => {
  const company = await newCompany(page, 'sync3', { connected: true });
  await createOrders(page.request, company.token, 1, 'EXISTING');
  const [existing] = await ordersOnServer(page.request, company.token);
  const other = await context.newPage();
  await other.goto(`/orders/${existing.id}/details`);
  await expect(other.locator('main h1')).toContainText(existing.number);

  await context.setOffline(true);
  const made = await createOrderInForm(page, 'TAB-A');
  await other.getByRole('button', { name: 'Отменить заказ' }).click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Отменить заказ' }).click();
  const madeInOther = await createOrderInForm(other, 'TAB-B');
  // Both tabs show everything queued on this device.
  await expect(page.getByTestId('pending-count')).toContainText('3');
  await context.setOffline(false);
  await untilSent(page);
  await untilSent(other);

  const orders = await ordersOnServer(page.request, company.token);
  expect(orders.map((o) => o.id).sort()).toEqual([existing.id, made, madeInOther].sort());
  expect(orders.find((o) => o.id === existing.id)?.status.key).toBe('deliveryCanceled');
  const log = await orderLog(page.request, company.token, existing.id);
  expect(log.filter((e) => e.type === 'cancellationInAggregator')).toHaveLength(1);
  for (const id of [made, madeInOther]) {
    expect((await orderLog(page.request, company.token, id)).filter((e) => e.type === 'creationInAggregator')).toHaveLength(1);
  }
});
