// Modules and marketplaces against the real server (docs/decisions/modules.md): a RetailCRM account and its
// integration made offline reach the server in that order on reconnect, the API key masked everywhere; the
// Yandex Market point upload runs to done with the count its preview gave; an order an integration brought
// in shows its platform and the order list filters by it.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { newCompany } from './support/company';
import { setFaults } from './support/faults';
import { ADMIN } from './support/env';
import { untilSent } from './support/order-form';
import { localRow } from './support/local-store';
import { login } from './support/session';

const RETAILCRM = '/v1/app/modules/retailcrm/settings';
const YAMARKET = '/v1/app/marketplaces/yamarket/settings';

async function get(page: Page, token: string, path: string) {
  const res = await page.request.get(path, { headers: { Authorization: token } });
  expect(res.status(), path).toBe(200);
  return res.json();
}

test('a RetailCRM account and its integration made offline reach the server on reconnect, the key masked', async ({ page, context }) => {
  test.setTimeout(120_000);
  const company = await newCompany(page, 'retailcrm');
  const token = company.pageToken;
  await page.goto('/modules/retailcrm/list');
  await expect(page.getByRole('heading', { name: 'RetailCRM не подключена' })).toBeVisible({ timeout: 20_000 });

  // The server drops this company's module writes until the test is back online (see shops-warehouses.spec.ts).
  await setFaults(page.request, token, [{ method: 'POST', path: '/v1/app/modules/', times: 1000, action: 'drop' }]);
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Подключить RetailCRM' }).click();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите значение').first()).toBeVisible();
  await page.getByLabel('Адрес аккаунта *').fill('not a url');
  await page.getByLabel('API-ключ *').fill('crm-secret-key-123456');
  await page.getByRole('button', { name: 'Добавить статус' }).click();
  await page.getByLabel('Код статуса CRM, строка 1').fill('send-to-delivery');
  await page.getByLabel('Статус заказа, строка 1').selectOption('uploaded');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Введите адрес вида https://example.ru')).toBeVisible();
  await page.getByLabel('Адрес аккаунта *').fill('https://e2e-shop.retailcrm.ru');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Сохранить' }).click();

  const account = page.locator('tbody tr', { hasText: 'e2e-shop.retailcrm.ru' });
  await expect(account.locator('[data-slot="change-badge"][data-state="pending"]')).toBeVisible();
  await account.getByRole('link', { name: 'e2e-shop.retailcrm.ru', exact: true }).click();
  await expect(page.getByText('Сохранено: ••••3456. Оставьте пустым, чтобы не менять.')).toBeVisible();
  await page.getByRole('link', { name: 'Добавить интеграцию' }).click();
  await page.getByLabel('Имя *').fill('Доставка E2E');
  await page.getByLabel('Плательщик по умолчанию').selectOption('sender');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const integration = page.locator('tbody tr', { hasText: 'Доставка E2E' });
  await expect(integration.locator('[data-slot="change-badge"][data-state="pending"]')).toBeVisible();

  await page.reload();
  await expect(integration.locator('[data-slot="change-badge"][data-state="pending"]')).toBeVisible();
  expect((await get(page, token, RETAILCRM)).total).toBe(0);

  expect((await page.request.delete('/v1/demo/faults', { headers: { Authorization: token } })).ok()).toBe(true);
  await context.setOffline(false);
  await untilSent(page);
  await expect(integration.locator('[data-slot="change-badge"]')).toHaveCount(0, { timeout: 20_000 });

  const settings = await get(page, token, RETAILCRM);
  expect(settings.total).toBe(1);
  expect(settings.items[0]).toMatchObject({ url: 'https://e2e-shop.retailcrm.ru', apiKey: '••••3456', statusMapping: { 'send-to-delivery': 'uploaded' } });
  const integrations = await get(page, token, `${RETAILCRM}/${settings.items[0].id}/integrations`);
  expect(integrations.items).toEqual([expect.objectContaining({ name: 'Доставка E2E', defaultPayer: 'sender' })]);
  expect(JSON.stringify(settings)).not.toContain('crm-secret-key');
});

test('the Yandex Market point upload runs to done with the count its preview gave', async ({ page }) => {
  test.setTimeout(120_000);
  const company = await newCompany(page, 'yamarket');
  const headers = { Authorization: company.pageToken };
  const connection = await page.request.post('/v1/app/connections', {
    headers,
    data: { id: randomUUID(), name: 'СДЭК', providerKey: 'cdek', insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100, connectParams: { account: 'a', secure: 's' } },
  });
  expect(connection.ok(), await connection.text()).toBe(true);
  const settings = await page.request.post(YAMARKET, {
    headers,
    data: {
      name: 'Маркет E2E', campaignId: 1001, businessId: 2002, token: 'ym-token-0001', authToken: 'ym-auth-0002', sellerInn: '7707083893',
      senderEmail: 'e2e@example.ru', exportOrderStatus: 'uploaded', defaultWeight: 500,
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const settingsId = (await settings.json()).id;

  await page.goto('/marketplaces/yamarket/list');
  await page.getByRole('link', { name: 'Маркет E2E', exact: true }).click();
  await page.getByRole('link', { name: 'Добавить интеграцию' }).click();
  await page.getByLabel('Имя *').fill('ПВЗ Москвы');
  await page.getByRole('group', { name: 'Регионы *' }).getByLabel(/^Москва/).check();
  await page.getByLabel('Город отправления *').fill('Москва');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await untilSent(page);
  const row = page.locator('tbody tr', { hasText: 'ПВЗ Москвы' });
  await expect(row.locator('[data-slot="change-badge"]')).toHaveCount(0, { timeout: 20_000 });
  await row.getByRole('link', { name: 'ПВЗ Москвы', exact: true }).click();

  await page.getByRole('button', { name: 'Выгрузить пункты' }).click();
  const wizard = page.getByRole('dialog', { name: 'Выгрузка пунктов в Яндекс Маркет' });
  await wizard.getByLabel('Шаблон названия пункта').fill('{provider} · {code}');
  await wizard.getByRole('button', { name: 'Далее' }).click();
  const preview = wizard.getByTestId('upload-preview');
  await expect(preview).toBeVisible();
  const count = Number(await preview.getAttribute('data-count'));
  expect(count).toBeGreaterThan(0);
  await expect(preview.getByRole('listitem').first()).toHaveText(/^СДЭК · /);
  expect(await blockingViolations(page)).toEqual([]);
  await wizard.getByRole('button', { name: 'Начать выгрузку' }).click();

  const result = wizard.getByTestId('upload-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toHaveAttribute('data-status', 'done');
  const integrationId = page.url().split('/integrations/')[1]!.split('/')[0]!;
  const tasks = await get(page, company.pageToken, `${YAMARKET}/${settingsId}/integrations/${integrationId}/points-upload`);
  expect(tasks.items[0]).toMatchObject({ status: 'done', total: count });
  expect(tasks.items[0].uploaded + tasks.items[0].failed).toBe(count);
  // The changed template was saved on the integration before the upload began.
  const saved = await get(page, company.pageToken, `${YAMARKET}/${settingsId}/integrations/${integrationId}`);
  expect(saved.pointNameTemplate).toBe('{provider} · {code}');
});

test('an order an integration brought in shows its platform, and the list filters by it', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await page.goto('/modules/index');
  const card = page.getByRole('region', { name: 'RetailCRM' });
  await expect(card.getByTestId('orders-brought-in')).not.toHaveText(/^(…|0)$/, { timeout: 60_000 });

  await page.goto('/orders');
  await page.getByRole('combobox', { name: 'Платформа' }).selectOption('retailcrm');
  await expect(page).toHaveURL(/platform=retailcrm/);
  const rows = page.locator('[role="rowgroup"] [role="row"]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const number = (await rows.first().getByRole('link').textContent())!.trim();
  await rows.first().getByRole('link').click();
  await expect(page.locator('main h1')).toContainText(number);
  await expect(page.getByText('RetailCRM', { exact: true })).toBeVisible();
});

test('the overviews say what is true: a module the company never connected brought no orders, and Insales has one name', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await page.goto('/modules/index');
  // Counted on the device: wait for every order to be here before reading a zero.
  await expect.poll(async () => (await localRow<{ complete: boolean }>(page, 'syncState', 'orders'))?.complete, { timeout: 90_000 }).toBe(true);
  await expect(page.getByRole('region', { name: 'RetailCRM' }).getByTestId('orders-brought-in')).not.toHaveText(/^(…|0)$/);
  const insales = page.getByRole('region', { name: 'Insales' });
  await expect(insales).toContainText('Не подключено');
  await expect(insales.getByTestId('orders-brought-in')).toHaveText('0');

  await page.goto('/marketplaces/index');
  await expect(page.getByRole('region', { name: 'Яндекс Маркет' }).getByTestId('orders-brought-in')).not.toHaveText(/^(…|0)$/);
  const wildberries = page.getByRole('region', { name: 'Wildberries' });
  await expect(wildberries).toContainText('Не подключено');
  await expect(wildberries.getByTestId('orders-brought-in')).toHaveText('0');

  await page.goto('/modules/insales/list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('InSales')).toHaveCount(0);
  await page.goto('/orders');
  const platforms = await page.getByRole('combobox', { name: 'Платформа' }).locator('option').allTextContents();
  expect(platforms).toContain('Insales');
  expect(platforms).not.toContain('InSales');
});
