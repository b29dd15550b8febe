// The conflict inbox (docs/sync.md "Conflicts"): a shop edited offline while someone changes it through the
// API is refused with 412 when the device is back; the navbar leads to the inbox, which shows the value both
// started from, the user's and the server's. "Keep mine" ends with the server holding the user's name, "take
// theirs" with the device holding the server's; nothing the user typed goes before they choose.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginCompany, signUpCompany } from './support/company';
import { untilSent } from './support/order-form';

type Shop = { id: string; name: string; phone: string; version: number };
const auth = (token: string) => ({ Authorization: token });

async function serverShop(request: APIRequestContext, token: string, id: string): Promise<Shop> {
  const res = await request.get(`/v1/app/shops/${id}`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Renames the shop on this device while it is offline, and on the server meanwhile: a conflict when it is back. */
async function editOnBothSides(page: Page, token: string, shop: Shop, mine: string, theirs: { name: string; phone: string }): Promise<void> {
  await page.goto(`/shops/${shop.id}/edit`);
  const name = page.getByRole('textbox', { name: 'Имя магазина' });
  await expect(name).toHaveValue(shop.name, { timeout: 30_000 });
  await page.context().setOffline(true);
  await name.fill(mine);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/shops$/);
  // The test's own call is not the page's: it reaches the server while the device is offline.
  expect((await page.request.put(`/v1/app/shops/${shop.id}`, { headers: auth(token), data: theirs })).ok()).toBe(true);
  await page.context().setOffline(false);
}

test('an edit that met a newer shop waits in the inbox: keep mine, then take theirs', async ({ page }) => {
  test.setTimeout(150_000);
  const company = await signUpCompany(page.request, 'conflict');
  const made = await page.request.post('/v1/app/shops', { headers: auth(company.token), data: { name: 'Исходный магазин', phone: '+79000000001' } });
  expect(made.ok()).toBe(true);
  const shop = (await made.json()) as Shop;
  await loginCompany(page, company);

  await editOnBothSides(page, company.token, shop, 'Моё имя магазина', { name: 'Их имя магазина', phone: '+79111111111' });
  await page.getByTestId('rejected-link').click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/changes$/);
  const card = page.getByTestId('conflict');
  await expect(card.getByRole('group', { name: 'Имя' })).toContainText('Было: Исходный магазин');
  await expect(card.getByRole('group', { name: 'Имя' })).toContainText('Ваше: Моё имя магазина');
  await expect(card.getByRole('group', { name: 'Имя' })).toContainText('Сейчас на сервере: Их имя магазина');
  await expect(card.getByRole('group', { name: 'Телефон' })).toContainText('Сейчас на сервере: +79111111111');
  // Listed once: as a conflict to resolve, not again among the plain refusals.
  await expect(page.locator('[data-slot="rejected-changes"]')).toHaveCount(0);
  // Nothing went while the user had not chosen.
  expect((await serverShop(page.request, company.token, shop.id)).name).toBe('Их имя магазина');

  await card.getByRole('button', { name: 'Оставить моё' }).click();
  await expect(card).toHaveCount(0);
  await untilSent(page);
  await expect.poll(async () => (await serverShop(page.request, company.token, shop.id)).name, { timeout: 30_000 }).toBe('Моё имя магазина');

  const kept = await serverShop(page.request, company.token, shop.id);
  await editOnBothSides(page, company.token, kept, 'Снова моё имя', { name: 'Снова их имя', phone: '+79222222222' });
  await page.getByTestId('rejected-link').click({ timeout: 30_000 });
  await page.getByTestId('conflict').getByRole('button', { name: 'Взять с сервера' }).click();
  await expect(page.getByText('Сервер принял все изменения, сделанные на этом устройстве.')).toBeVisible();
  await page.goto('/shops');
  await expect(page.locator('tbody tr', { hasText: 'Снова их имя' })).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: 'Снова моё имя' })).toHaveCount(0);
  expect((await serverShop(page.request, company.token, shop.id)).name).toBe('Снова их имя');
});
