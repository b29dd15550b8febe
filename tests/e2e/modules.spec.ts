// Modules and marketplaces against the real server (docs/decisions/modules.md): a RetailCRM account and its
// integration made offline reach the server in that order on reconnect, the API key masked everywhere; the
// Yandex Market point upload runs to done with the count its preview gave; an order an integration brought
// in shows its platform and the order list filters by it.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { loginCompany, newCompany, signUpCompany } from './support/company';
import { setFaults } from './support/faults';
import { ADMIN } from './support/env';
import { untilSent } from './support/order-form';
import { localRow } from './support/local-store';
import { login, toast } from './support/session';

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
  // The account's own form (with its own "Имя *") stays until the new page has drawn.
  await expect(page.getByRole('heading', { level: 1, name: 'Новая интеграция' })).toBeVisible();
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
  // The account's own form (with its own "Имя *") stays until the new page has drawn.
  await expect(page.getByRole('heading', { level: 1, name: 'Новая интеграция' })).toBeVisible();
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
  const preview = wizard.getByTestId('upload-preview');
  // The default names: the point's own name (it says the service) and its address, none shared; nothing changes.
  await expect(wizard.getByLabel('Шаблон названия пункта')).toHaveValue('{name}, {address}');
  await wizard.getByRole('button', { name: 'Далее' }).click();
  await expect(preview.getByRole('listitem').first()).toHaveText(/, \d{6}, Москва, /);
  await expect(preview.getByRole('listitem').first()).not.toHaveText(/^СДЭК: /);
  await expect(wizard.getByTestId('upload-shared-names')).toHaveCount(0);
  await expect(wizard.getByTestId('upload-choice-changes')).toHaveCount(0);
  await wizard.getByRole('button', { name: 'Назад' }).click();

  // A changed choice is saved on the integration before the start: the preview says what it replaces.
  await wizard.getByLabel(/^Санкт-Петербург/).check();
  await wizard.getByLabel('Шаблон названия пункта').fill('{provider}');
  await wizard.getByRole('button', { name: 'Далее' }).click();
  const changes = wizard.getByTestId('upload-choice-changes');
  await expect(changes).toContainText('Запуск выгрузки сохранит этот выбор в интеграции «ПВЗ Москвы» вместо нынешнего:');
  await expect(changes).toContainText('Регионы: было: Москва; станет: Москва, Санкт-Петербург');
  await expect(changes).toContainText('Шаблон названия пункта: было: {name}, {address}; станет: {provider}');
  // Named by the service alone, points share names: the preview says so.
  await expect(wizard.getByTestId('upload-shared-names')).toContainText('название совпадает с названием другого пункта');
  await wizard.getByRole('button', { name: 'Назад' }).click();
  await wizard.getByLabel('Шаблон названия пункта').fill('{provider} · {code}');
  await wizard.getByRole('button', { name: 'Далее' }).click();
  await expect(changes).toContainText('Шаблон названия пункта: было: {name}, {address}; станет: {provider} · {code}');
  await expect(preview).toBeVisible();
  const count = Number(await preview.getAttribute('data-count'));
  expect(count).toBeGreaterThan(0);
  await expect(preview.getByRole('listitem').first()).toHaveText(/^СДЭК · /);
  expect(await blockingViolations(page)).toEqual([]);
  // Points change now and then for every company (the simulator, points/point-life.ts): the preview counts the
  // points this device had pulled, the server those it has at the start. Where the device's copy stood:
  const pulledTo = (await localRow<{ cursor: string }>(page, 'syncState', 'points'))!.cursor;
  await wizard.getByRole('button', { name: 'Начать выгрузку' }).click();

  const result = wizard.getByTestId('upload-result');
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toHaveAttribute('data-status', 'done');
  const integrationId = page.url().split('/integrations/')[1]!.split('/')[0]!;
  const tasks = await get(page, company.pageToken, `${YAMARKET}/${settingsId}/integrations/${integrationId}/points-upload`);
  const { total } = tasks.items[0];
  expect(tasks.items[0]).toMatchObject({ status: 'done' });
  expect(tasks.items[0].uploaded + tasks.items[0].failed).toBe(total);
  // The preview's count, unless points changed since the device's copy; then off by no more than they.
  const since = await page.request.get(`/v1/app/sync/points?cursor=${encodeURIComponent(pulledTo)}&limit=1000`, { headers });
  expect(since.ok()).toBe(true);
  const changed = Number(since.headers()['sync-items']) + Number(since.headers()['sync-deleted']);
  if (changed === 0) expect(total).toBe(count);
  else expect(Math.abs(total - count)).toBeLessThanOrEqual(changed);
  // The changed choice was saved on the integration before the upload began.
  const saved = await get(page, company.pageToken, `${YAMARKET}/${settingsId}/integrations/${integrationId}`);
  expect(saved).toMatchObject({ pointNameTemplate: '{provider} · {code}', pointRegions: ['Москва', 'Санкт-Петербург'] });
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
  // By its number: the first sync still brings orders, and a newer one can take the first row meanwhile.
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.locator('main h1')).toContainText(number);
  await expect(page.getByText('RetailCRM', { exact: true })).toBeVisible();
});

test('the overviews say what is true: a module the company never connected brought no orders, and Insales has one name', async ({ page }) => {
  test.setTimeout(150_000);
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
  await expect(page.getByText(/InSales/)).toHaveCount(0);
  await page.goto('/orders');
  const platforms = page.getByRole('combobox', { name: 'Платформа' });
  await expect(platforms.locator('option', { hasText: /^Insales$/ })).toHaveCount(1);
  await expect(platforms.locator('option', { hasText: /InSales/ })).toHaveCount(0);
});

test('the upload preview waits for every point on this device rather than count a part', async ({ page, context }) => {
  test.setTimeout(120_000);
  const company = await signUpCompany(page.request, 'yamarket-partial');
  const headers = { Authorization: company.token };
  // The points download fails for this company until the test lets it: the device holds none of them.
  await setFaults(page.request, company.token, [{ method: 'GET', path: '/v1/app/sync/points', times: 1000, action: 'status', status: 503 }]);
  const connection = await page.request.post('/v1/app/connections', {
    headers,
    data: { id: randomUUID(), name: 'СДЭК', providerKey: 'cdek', insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100, connectParams: { account: 'a', secure: 's' } },
  });
  expect(connection.ok(), await connection.text()).toBe(true);
  const settings = await page.request.post(YAMARKET, {
    headers,
    data: {
      name: 'Маркет частичный', campaignId: 1001, businessId: 2002, token: 'ym-token-0001', authToken: 'ym-auth-0002', sellerInn: '7707083893',
      senderEmail: 'e2e@example.ru', exportOrderStatus: 'uploaded', defaultWeight: 500,
    },
  });
  const settingsId = (await settings.json()).id;
  // No name, as docs/api.md gives the integration: the server names it after its regions.
  const integration = await page.request.post(`${YAMARKET}/${settingsId}/integrations`, {
    headers,
    data: { pointRegions: ['Москва'], pointTypes: [1, 2], cityFrom: 'Москва', storagePeriod: 7, addedDays: 1, orderCutoffHour: 14, pointNameTemplate: '{name}, {address}', codFilter: 'all' },
  });
  expect(integration.ok(), await integration.text()).toBe(true);
  const integrationId = (await integration.json()).id;
  expect((await integration.json()).name).toBe('Москва');
  await loginCompany(page, company);

  await page.goto(`/marketplaces/yamarket/${settingsId}/integrations/${integrationId}/edit`);
  await page.getByRole('button', { name: 'Выгрузить пункты' }).click();
  const wizard = page.getByRole('dialog', { name: 'Выгрузка пунктов в Яндекс Маркет' });
  await expect(wizard.getByText('а на нём пока не все', { exact: false })).toBeVisible();
  await wizard.getByRole('button', { name: 'Далее' }).click();
  const waiting = wizard.getByTestId('upload-preview-waiting');
  await expect(waiting).toContainText('Подсчёт дождётся, пока загрузятся все');
  await expect(wizard.getByTestId('upload-preview')).toHaveCount(0);
  await expect(wizard.getByRole('button', { name: 'Начать выгрузку' })).toBeDisabled();
  expect(await blockingViolations(page)).toEqual([]);

  // The download goes on (a network that comes back is pulled at once): the count comes with the last point.
  expect((await page.request.delete('/v1/demo/faults', { headers })).ok()).toBe(true);
  await context.setOffline(true);
  await context.setOffline(false);
  const preview = wizard.getByTestId('upload-preview');
  await expect(preview).toBeVisible({ timeout: 60_000 });
  await expect(waiting).toHaveCount(0);
  expect(Number(await preview.getAttribute('data-count'))).toBeGreaterThan(0);
  await expect(wizard.getByRole('button', { name: 'Начать выгрузку' })).toBeEnabled();
});

test('RetailCRM and Yandex Market settings check their keys with the service, and a save is confirmed', async ({ page }) => {
  test.setTimeout(120_000);
  const company = await newCompany(page, 'module-check');
  const made = await page.request.post(RETAILCRM, {
    headers: { Authorization: company.pageToken },
    data: {
      id: randomUUID(), apiKey: 'crm-Xk29sLq0PzR7vN3mB8', url: 'https://check-shop.retailcrm.ru', mode: 'aggregator', senderContactNameMode: 0,
      companyNameMode: 0, sendItemWeight: true, showPlaceBarcodes: false, useFullPriceForAssessedValue: false, removeZeroPriceItems: false,
      additionalServices: [], vatRate: -1, paymentTypes: [], statusMapping: {}, stores: [], defaultTerminal: null,
    },
  });
  expect(made.ok(), await made.text()).toBe(true);

  await page.goto('/modules/retailcrm/list');
  await page.getByRole('link', { name: 'check-shop.retailcrm.ru', exact: true }).click();
  const result = page.getByTestId('connection-check');
  const check = page.getByRole('button', { name: 'Проверить подключение' });
  // The stored key (the field left empty): the demo's simulated service takes it.
  await check.click();
  await expect(result).toHaveAttribute('data-ok', 'true');
  await expect(result).toContainText('Демо-режим: ключ похож на настоящий');
  // A typed key is checked before it is saved; the answer about the old values goes as the key changes.
  await page.getByLabel(/^API-ключ/).fill('wrong-key');
  await expect(result).toBeEmpty();
  await check.click();
  await expect(result).toHaveAttribute('data-ok', 'false');
  await expect(result).toContainText('ключ явно неверный');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel(/^API-ключ/).fill('');
  // Watched from before the click: the toast lasts 3 s, and on a busy machine the click's own wait for the
  // list's navigation took 1.3 s and the check began 2.3 s after it, when the toast had gone.
  const saved = toast(page, 'Настройки сохранены').waitFor();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await saved;

  // A new Yandex Market account: the typed tokens are checked before the first save.
  await page.goto('/marketplaces/yamarket/create');
  await check.click();
  await expect(result).toHaveText('Заполните ID кампании и оба токена, чтобы проверить их.');
  await page.getByLabel('ID кампании *').fill('21938475');
  await page.getByLabel('Токен *', { exact: true }).fill('ym-Xk29sLq0PzR7vN3mB8');
  await page.getByLabel('Токен авторизации *').fill('y0_AgAAAAB3kPqRAAx1YwAAAAEQ');
  await check.click();
  await expect(result).toHaveAttribute('data-ok', 'true');
  await page.getByLabel('Токен авторизации *').fill('test');
  await check.click();
  await expect(result).toHaveAttribute('data-ok', 'false');
});
