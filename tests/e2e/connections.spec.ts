// Connections to delivery services, local-first (docs/sync.md): the schema-driven form asks for required
// values with the product's words, a connection made offline shows as pending, survives a reload, and
// reaches the server exactly once when the network is back; its secret is a password input, answered and
// stored on the device masked, and kept by an edit that leaves it empty
// (docs/decisions/security.md "Connection secrets"); removing one asks first.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { setFaults } from './support/faults';
import { newCompany } from './support/company';
import { localRow } from './support/local-store';
import { tokenOf } from './support/session';

type Connection = { id: string; name: string; providerKey: string } & Record<string, unknown>;

async function connectionsOnServer(request: APIRequestContext, token: string): Promise<Connection[]> {
  const res = await request.get('/v1/app/connections', { headers: { Authorization: token }, params: { page: 1, limit: 100 } });
  expect(res.ok()).toBe(true);
  return (await res.json()).items;
}

test('a connection made offline with the schema form is pending, survives a reload and reaches the server once', async ({ page, context, request }) => {
  // A company of its own, so parallel tests never see each other's connections.
  await newCompany(page, 'connections');
  const token = await tokenOf(page);
  const name = `СДЭК офлайн ${Date.now()}`;

  // Open the provider from the searchable list; a new company has no connections yet.
  await page.getByRole('complementary').locator('a[href="/providers"]').click();
  await page.getByRole('searchbox').fill('сдэк');
  const card = page.locator('[data-provider-key="cdek"]');
  await expect(card.getByTestId('connection-count')).toHaveText('Нет подключений');
  await expect(page.locator('[data-provider-key="rupost"]')).toHaveCount(0);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/providers\/cdek\/connections\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подключения: СДЭК');
  await page.getByRole('link', { name: 'Новое подключение' }).first().click();
  await expect(page).toHaveURL(/\/providers\/cdek\/connections\/create$/);

  // Playwright's offline switch can miss a request of the sync worker while the page reloads (the
  // worker outlives its document for a moment); the server drops this company's connection writes
  // too, so "offline" holds for the whole offline part. Faults are per company: other tests are untouched.
  await setFaults(request, token, [{ method: 'POST', path: '/v1/app/connections', times: 1000, action: 'drop' }]);
  await context.setOffline(true);
  // Nothing filled in: the name and the schema's required fields say so in the product's words.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const account = page.locator('input[name="account"]');
  await expect(account).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-slot="field"]', { has: account }).getByRole('alert')).toHaveText('Введите значение');
  await expect(page.locator('input[name="name"]')).toBeFocused();

  await page.locator('input[name="name"]').fill(name);
  await account.fill('e2e-account');
  const secure = page.locator('input[name="secure"]');
  await expect(secure).toHaveAttribute('type', 'password');
  await expect(secure).toHaveAttribute('autocomplete', 'new-password');
  await secure.fill('e2e-secure-key-1234');
  await page.getByRole('group', { name: 'Тарифы' }).getByRole('checkbox').first().check();
  await page.locator('input[name="defaultWeight"]').fill('500');
  // A float takes a step of 0.01: three decimals are refused before anything is queued.
  await page.locator('input[name="insuranceMinimum"]').fill('10.555');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('input[name="insuranceMinimum"]')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('input[name="insuranceMinimum"]').fill('10.55');
  await page.locator('select[name="printFormat"]').selectOption('A6');
  // A field the schema marks for city suggestions is a combobox of the points' cities that takes any city typed.
  const senderCity = page.getByRole('combobox', { name: 'Город отправителя' });
  await senderCity.fill('Казань');
  await senderCity.press('Tab');
  await page.locator('input[name="testMode"]').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/providers\/cdek\/connections\/list$/);
  const row = page.locator('[data-connection-id]', { hasText: name });
  const pending = row.locator('[data-slot="change-badge"][data-state="pending"]');
  await expect(pending).toBeVisible();

  // Still there, still pending, after a reload without network.
  await page.reload();
  await expect(pending).toBeVisible();

  expect((await request.delete('/v1/demo/faults', { headers: { Authorization: token } })).ok()).toBe(true);
  await context.setOffline(false);
  await expect(row).toBeVisible();
  await expect(row.locator('[data-slot="change-badge"]')).toHaveCount(0, { timeout: 30_000 });

  const mine = (await connectionsOnServer(page.request, token)).filter((c) => c.name === name);
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({
    providerKey: 'cdek', inn: '', insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100,
    connectParams: {
      account: 'e2e-account', secure: '••••1234', defaultWeight: 500, insuranceMinimum: 10.55, printFormat: 'A6', testMode: true,
      senderCity: 'Казань',
    },
  });
  expect(mine[0].connectParams).toHaveProperty('tariffs', [expect.any(String)]);
  // The row on screen is the server's now: the id made offline is the one the server kept.
  await expect(row).toHaveAttribute('data-connection-id', mine[0].id);
  // The device keeps the mask, never the secret.
  const local = await localRow<{ connectParams: Record<string, unknown> }>(page, 'connections', mine[0].id);
  expect(local?.connectParams.secure).toBe('••••1234');

  // The edit form starts the secret empty, with the mask beside it; saved untouched, the server keeps it.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(secure).toHaveValue('');
  await expect(secure).toHaveAttribute('type', 'password');
  await expect(page.getByText('Сохранено: ••••1234. Оставьте пустым, чтобы не менять.')).toBeVisible();
  expect(await page.content()).not.toContain('e2e-secure-key');
  await page.locator('input[name="defaultWeight"]').fill('700');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/providers\/cdek\/connections\/list$/);
  await expect.poll(async () => (await connectionsOnServer(page.request, token)).find((c) => c.name === name)?.connectParams)
    .toMatchObject({ secure: '••••1234', defaultWeight: 700 });
  await expect(row.locator('[data-slot="change-badge"]')).toHaveCount(0, { timeout: 30_000 });

  // Removing asks first; cancelling keeps it.
  await row.getByRole('button', { name: /Удалить/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(name);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Удалить/ }).click();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await connectionsOnServer(page.request, token)).filter((c) => c.name === name).length).toBe(0);
});
