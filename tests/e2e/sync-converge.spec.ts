// Fault tests 8 and 9 of docs/sync.md: the server wins and the store converges to it — a rule changed on the server
// while the user switched it offline, rows the server deleted, and a full resync after the tombstone
// window that keeps what the user queued.
import { expect, test } from '@playwright/test';
import { newCompany } from './support/company';
import { ordersOnServer } from './support/orders-api';
import { createOrderInForm, untilSent } from './support/order-form';
import { localKeys, localRow } from './support/local-store';

const RULES = '/v1/app/editors/tariff/rules';
type Versioned = { id: string; version: number; name: string; status?: string };

test('8: a rule the server changed meanwhile converges to the server; the user sees the outcome', async ({ page, context, request }) => {
  const company = await newCompany(page, 'sync8');
  const headers = { Authorization: company.token };
  const rule: Versioned = await (await request.post(RULES, { headers, data: { name: 'Скидка для Москвы', conditions: [], actions: [] } })).json();
  await page.goto('/editors/tariff/rules');
  const row = page.locator(`[data-rule-id="${rule.id}"]`);
  await expect(row.getByRole('switch')).toBeChecked();

  await context.setOffline(true);
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).not.toBeChecked();
  // Meanwhile another user renames the rule and switches it off as well.
  const put = await request.put(`${RULES}/${rule.id}`, { headers, data: { name: 'Скидка для Москвы и области', status: 'disabled', conditions: [], actions: [] } });
  expect(put.ok(), await put.text()).toBe(true);
  await context.setOffline(false);
  await untilSent(page);

  await expect(row).toContainText('Скидка для Москвы и области');
  await expect(row.getByRole('switch')).not.toBeChecked();
  const server: Versioned = await (await request.get(`${RULES}/${rule.id}`, { headers })).json();
  await expect.poll(async () => (await localRow<Versioned>(page, 'rules', rule.id))?.version).toBe(server.version);
  expect(server.status).toBe('disabled');
});

test('9: rows the server deletes go from the device; after the tombstone window a full resync keeps the queue', async ({ page, context, request }) => {
  const company = await newCompany(page, 'sync9', { connected: true });
  const headers = { Authorization: company.token };
  const make = async (name: string): Promise<Versioned> => (await request.post('/v1/app/shops', { headers, data: { name } })).json();
  const [kept, deleted, deletedLater] = [await make('Магазин остаётся'), await make('Магазин удалён'), await make('Магазин удалён позже')];
  await page.getByRole('button', { name: 'Синхронизировать сейчас' }).click();
  await expect.poll(async () => (await localKeys(page, 'shops')).sort()).toEqual([kept.id, deleted.id, deletedLater.id].sort());

  await request.delete(`/v1/app/shops/${deleted.id}`, { headers });
  await page.getByRole('button', { name: 'Синхронизировать сейчас' }).click();
  await expect.poll(async () => (await localKeys(page, 'shops')).sort()).toEqual([kept.id, deletedLater.id].sort());

  // Offline with a change queued; on the server a deletion, then its tombstone expires with every cursor.
  await context.setOffline(true);
  const id = await createOrderInForm(page, 'KEPT-IN-QUEUE');
  await request.delete(`/v1/app/shops/${deletedLater.id}`, { headers });
  expect((await request.post('/v1/demo/sync/expire-cursors', { headers })).ok()).toBe(true);
  await context.setOffline(false);
  await untilSent(page);
  await page.getByRole('button', { name: 'Синхронизировать сейчас' }).click();

  await expect.poll(async () => await localKeys(page, 'shops')).toEqual([kept.id]);
  expect((await ordersOnServer(request, company.token)).map((o) => o.id)).toEqual([id]);
  await expect.poll(async () => (await localKeys(page, 'orders'))).toEqual([id]);
});
