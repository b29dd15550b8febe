// API tokens in the console against the real server (docs/decisions/api-tokens.md): a token made in the dialog
// shows its secret once, the API answers that secret as the user and the open page shows the use within a
// minute; revoked after the confirmation, the same call is refused with 040101.
import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { newCompany } from './support/company';

test('create a token, call the API with it, revoke it, see the call refused', async ({ page }) => {
  // The page shows a use at its next refresh, up to 20 s later.
  test.setTimeout(120_000);
  const company = await newCompany(page, 'tokens');
  await page.goto('/tokens/list');
  await expect(page.getByText('Токенов пока нет.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Создать токен' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый API-токен' });
  await dialog.getByRole('button', { name: 'Создать токен' }).click();
  await expect(dialog.getByText('Пожалуйста, введите название')).toBeVisible();
  await dialog.getByLabel('Название токена').fill('Сервер магазина');
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Создать токен' }).click();

  const ready = page.getByRole('dialog', { name: 'Токен Сервер магазина создан' });
  await expect(ready.getByText('больше он показан не будет', { exact: false })).toBeVisible();
  const secret = await ready.getByTestId('token-secret').inputValue();
  expect(secret).toMatch(/^pct_[0-9a-f]{64}$/);
  expect(await blockingViolations(page)).toEqual([]);
  await ready.getByRole('button', { name: 'Готово' }).click();

  const row = page.getByTestId('token-row').filter({ hasText: 'Сервер магазина' });
  await expect(row).toContainText(`•••• ${secret.slice(-4)}`);
  await expect(row).toContainText('Все службы');
  await expect(page.getByText(secret)).toHaveCount(0);

  const info = await page.request.get('/v1/app/user/info', { headers: { Authorization: secret } });
  expect(info.status()).toBe(200);
  expect((await info.json()).email).toBe(company.email);
  // The open page shows the use within a minute, without a reload (it asks the server again while in view).
  await expect(row).not.toContainText('Никогда', { timeout: 30_000 });
  const listed = await (await page.request.get('/v1/app/tokens', { headers: { Authorization: company.pageToken } })).json();
  const lastUsed = new Date(listed.items[0].lastUsed);
  await expect(row).toContainText(new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' }).format(lastUsed));

  await row.getByRole('button', { name: 'Отозвать токен Сервер магазина' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Отозвать токен Сервер магазина?' });
  await confirm.getByRole('button', { name: 'Отозвать' }).click();
  await expect(row).toContainText('Отозван');
  const refused = await page.request.get('/v1/app/user/info', { headers: { Authorization: secret } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('040101');
});
