// Editing an order in the browser changes only what the user changed: an order made through the API
// with every field filled (many of which the form does not show) comes back whole after one field is
// edited in the form, online, and offline through the queued PUT the sync worker replays.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newCompany } from './support/company';
import { untilSent } from './support/order-form';
import { doorToDoorTariff, fullOrderBody } from './support/orders-api';

type Json = Record<string, any>;
const auth = (token: string) => ({ Authorization: token });

async function post(request: APIRequestContext, token: string, path: string, data: unknown): Promise<Json> {
  const res = await request.post(path, { headers: auth(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function readOrder(request: APIRequestContext, token: string, id: string): Promise<Json> {
  const res = await request.get(`/v1/app/orders/${id}`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** An order with every field, refused by the simulated service (so still editable) before the test goes on. */
async function fullOrder(request: APIRequestContext, token: string, clientNumber: string): Promise<Json> {
  const shop = await post(request, token, '/v1/app/shops', { name: 'Магазин для заказа' });
  const warehouse = await post(request, token, '/v1/app/warehouses', { name: 'Склад', city: 'Казань', contactName: 'Кладовщик', phone: '+79160000001' });
  const body = fullOrderBody({ clientNumber, tariffId: await doorToDoorTariff(request, token), shopId: shop.id, warehouseId: warehouse.id });
  const created = await post(request, token, '/v1/app/orders', body);
  await expect.poll(async () => (await readOrder(request, token, created.id)).status.key, { timeout: 30_000 }).toBe('uploadingError');
  return readOrder(request, token, created.id);
}

/** Opens the edit form, which shows once the order has synced to the device (the page follows the store: reloading
 *  it while it waits would only start the sync again). */
async function openEdit(page: Page, id: string): Promise<void> {
  await page.goto(`/orders/${id}/edit`);
  await expect(page.locator('[name="recipient.contactName"]')).toBeVisible({ timeout: 45_000 });
}

/** What the server may change on any write of an order: its change version and time. */
const managed = ({ version: _v, updated: _u, ...rest }: Json) => rest;

async function editedOnServer(page: Page, token: string, before: Json): Promise<Json> {
  await untilSent(page);
  await expect.poll(async () => (await readOrder(page.request, token, before.id)).version, { timeout: 30_000 }).toBeGreaterThan(before.version);
  return readOrder(page.request, token, before.id);
}

test('an edit in the form keeps every field it does not show', async ({ page }) => {
  // Makes, edits and reads back a whole order: close to a minute on a busy two-core machine.
  test.setTimeout(120_000);
  const company = await newCompany(page, 'edit-keeps');
  const before = await fullOrder(page.request, company.token, 'KEEP-ALL-1');
  await openEdit(page, before.id);
  await expect(page.locator('[name="recipient.contactName"]')).toHaveValue('Получатель Полный');
  await page.locator('[name="recipient.contactName"]').fill('Получатель Изменённый');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/details$/);

  const after = await editedOnServer(page, company.token, before);
  const expected = { ...before, recipient: { ...before.recipient, contactName: 'Получатель Изменённый' } };
  expect(managed(after)).toEqual(managed(expected));
});

test('an edit made offline is replayed with every field', async ({ page, context }) => {
  const company = await newCompany(page, 'edit-keeps-offline');
  const before = await fullOrder(page.request, company.token, 'KEEP-ALL-2');
  await openEdit(page, before.id);
  await context.setOffline(true);
  await page.locator('[name="items.1.quantity"]').fill('7');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/details$/);
  await page.reload();
  await context.setOffline(false);

  const after = await editedOnServer(page, company.token, before);
  const expected = { ...before, items: [before.items[0], { ...before.items[1], quantity: 7 }] };
  expect(managed(after)).toEqual(managed(expected));
});
