// Finding one's way (docs/decisions/shell-and-settings.md "Breadcrumbs and open views"): breadcrumbs name each
// record as people know it and keep its parents, on one line; the sidebar marks the section a page sits in; the
// open views are named by their records, one per record, at most ten, with a menu of them all. Pages for records
// that do not exist say so, and a role is never refused what the console asks for on its own.
import { expect, test, type Page } from '@playwright/test';
import { newCompany } from './support/company';
import { ADMIN, OPERATOR } from './support/env';
import { createOrders, ordersOnServer } from './support/orders-api';
import { createOrderInForm } from './support/order-form';
import { login, tokenOf } from './support/session';

const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Навигационная цепочка' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Открытые вкладки' });
const sidebarEntry = (page: Page, href: string) => page.locator(`aside a[href="${href}"]`);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

async function firstItem<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: await tokenOf(page) } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).items[0] as T;
}

async function retailCrmAccount(page: Page): Promise<{ id: string }> {
  const res = await page.request.get('/v1/app/sync/modules?limit=100', { headers: { Authorization: await tokenOf(page) } });
  const account = (await res.json()).items.find((item: { kind: string; url?: string }) => item.kind === 'retailcrm' && item.url === 'https://demo-shop.retailcrm.ru');
  expect(account).toBeTruthy();
  return account;
}

test('breadcrumbs keep every parent and name records by their number or name; the sidebar marks the section', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN);

  await page.goto('/modules/retailcrm/list');
  await expect(crumbs(page)).toHaveText(/Главная.*Модули.*RetailCRM/);
  await expect(sidebarEntry(page, '/modules/index')).toHaveAttribute('aria-current', 'true');

  const settings = await retailCrmAccount(page);
  await page.goto(`/modules/retailcrm/${settings.id}/integrations/new/edit`);
  // The first pull of the demo company's thousands of orders may still run: records come as they are stored.
  await expect(crumbs(page)).toHaveText(/Модули.*RetailCRM.*demo-shop\.retailcrm\.ru.*Новая интеграция/, { timeout: 30_000 });
  await expect(page).toHaveTitle('Новая интеграция - Parcel Console');

  await page.goto('/marketplaces/wildberries/list');
  await expect(crumbs(page)).toHaveText(/Главная.*Маркетплейсы.*Wildberries/);
  await expect(sidebarEntry(page, '/marketplaces/index')).toHaveAttribute('aria-current', 'true');

  const order = await firstItem<{ id: string; number: string }>(page, '/v1/app/orders?limit=1');
  await page.goto(`/orders/${order.id}/edit`);
  await expect(crumbs(page)).toHaveText(new RegExp(`Заказы.*${order.number}.*Изменение заказа`), { timeout: 30_000 });
  // The number leads to the order's page.
  await expect(crumbs(page).getByRole('link', { name: order.number })).toHaveAttribute('href', `/orders/${order.id}/details`);
  await expect(sidebarEntry(page, '/orders')).toHaveAttribute('aria-current', 'true');

  const point = await firstItem<{ id: string; name: string }>(page, '/v1/app/sync/points?limit=1');
  await page.goto(`/points/${point.id}/details`);
  // The points catalog loads in a worker of its own: until it has the point, the crumb waits (no raw id).
  await expect(crumbs(page)).toHaveText(/Пункты выдачи/);
  await expect(crumbs(page)).not.toHaveText(UUID);
  await expect(crumbs(page)).toContainText(point.name, { timeout: 30_000 });
  await expect(sidebarEntry(page, '/points/list')).toHaveAttribute('aria-current', 'true');
});

test('a top-up sits under the money account, named by its amount; a long name stays on one line with a tooltip', async ({ page }) => {
  const company = await newCompany(page, 'crumbs');
  const invoice = await page.request.post('/v1/app/billing/invoices', { headers: { Authorization: company.token }, data: { amount: 1500 } });
  const { id } = await invoice.json();
  await page.goto(`/invoices/${id}/status`);
  await expect(crumbs(page)).toHaveText(/Главная.*Денежный счёт.*Пополнение на 1\s500,00\s₽.*Статус оплаты/, { timeout: 20_000 });
  await expect(sidebarEntry(page, '/billing/money')).toHaveAttribute('aria-current', 'true');

  const name = 'Магазин с очень длинным названием, которое не помещается в навигационную цепочку целиком';
  const shop = await page.request.post('/v1/app/shops', { headers: { Authorization: company.token }, data: { name } });
  expect(shop.ok(), await shop.text()).toBe(true);
  const { id: shopId } = await shop.json();
  await page.goto(`/shops/${shopId}/details`);
  const crumb = crumbs(page).getByText(name);
  await expect(crumb).toHaveAttribute('title', name);
  // Cut short, not wrapped: the crumb is one line, narrower than its text.
  const box = await crumb.evaluate((el) => ({ height: el.getBoundingClientRect().height, cut: el.scrollWidth > el.clientWidth }));
  expect(box.cut).toBe(true);
  const nav = await crumbs(page).boundingBox();
  expect(nav!.height).toBeLessThan(30);
});

test('a new order is named by its own number until the server numbers it', async ({ page }) => {
  await newCompany(page, 'crumbs-new', { connected: true });
  await page.context().setOffline(true);
  const id = await createOrderInForm(page, 'NAV-NEW-1');
  await expect(crumbs(page)).toHaveText(/Заказы.*NAV-NEW-1.*Заказ/);
  await expect(crumbs(page)).not.toHaveText(UUID);
  await page.context().setOffline(false);
  const token = await tokenOf(page);
  await expect.poll(async () => (await ordersOnServer(page.request, token)).find((o) => o.id === id)?.number, { timeout: 30_000 }).toBeTruthy();
  const [made] = (await ordersOnServer(page.request, token)).filter((o) => o.id === id);
  // The crumb follows the store: once the pull brings the server's number, it shows.
  await expect(crumbs(page)).toContainText(made.number, { timeout: 30_000 });
});

test('open views are named by their records, one per record, at most ten, all in the menu', async ({ page }) => {
  test.setTimeout(240_000);
  const company = await newCompany(page, 'tabs');
  await createOrders(page.request, company.token, 11, 'TAB');
  const orders = await ordersOnServer(page.request, company.token);
  await page.goto('/orders');
  const list = page.getByRole('main');
  // Each order opened from the list, as a person would, and the list again.
  const open = async (number: string) => {
    await list.getByRole('link', { name: number, exact: true }).click();
    await expect(tabs(page).getByRole('link', { name: number })).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    await expect(list.getByRole('link', { name: number, exact: true })).toBeVisible({ timeout: 20_000 });
  };

  await expect(list.getByRole('link', { name: orders[0].number, exact: true })).toBeVisible({ timeout: 30_000 });
  await open(orders[0].number);
  // Named by their numbers, not all "Order".
  await open(orders[1].number);
  await expect(tabs(page).getByRole('link', { name: 'Заказ', exact: true })).toHaveCount(0);
  // The edit page of an order takes the place of its details' tab.
  await page.goto(`/orders/${orders[1].id}/edit`);
  await expect(tabs(page).getByRole('link', { name: orders[1].number })).toHaveAttribute('href', `/orders/${orders[1].id}/edit`, { timeout: 20_000 });
  await page.goBack();

  for (const order of orders.slice(2)) await open(order.number);
  // Ten at most (the list, the dashboard and eleven orders were opened): the ones seen longest ago closed.
  await expect(tabs(page).getByRole('listitem')).toHaveCount(10);
  await expect(tabs(page).getByRole('link', { name: 'Главная', exact: true })).toHaveCount(0);
  await expect(tabs(page).getByRole('link', { name: orders[0].number })).toHaveCount(0);
  await expect(tabs(page).getByRole('link', { name: orders[1].number })).toHaveCount(0);

  // The one shown is in sight, however far along the bar.
  await list.getByRole('link', { name: orders[10].number, exact: true }).click();
  await expect(tabs(page).getByRole('link', { name: orders[10].number })).toBeInViewport();
  await tabs(page).getByRole('button', { name: 'Все открытые вкладки 10' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveCount(10);
  await expect(menu.getByRole('menuitemradio', { name: orders[10].number })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: orders[5].number }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orders[5].id}/details$`));

  await tabs(page).getByRole('button', { name: /Все открытые вкладки/ }).click();
  await page.getByRole('menuitem', { name: 'Закрыть остальные вкладки' }).click();
  await expect(tabs(page).getByRole('listitem')).toHaveCount(1);
});

test('an invoice that does not exist is said to be not found, after one question to the server', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => r.status() === 403 && refused.push(new URL(r.url()).pathname));
  await login(page, ADMIN);
  refused.length = 0;
  await page.goto('/invoices/1/status');
  await expect(page.getByText('В вашей компании нет такого счёта.')).toBeVisible();
  await expect(page.getByText('сервер недоступен')).toHaveCount(0);
  // The server's answer is final: it is not asked again and again.
  await page.waitForTimeout(3000);
  expect(refused).toEqual(['/v1/app/billing/invoices/1']);
});

test('a new integration under settings that do not exist is said to be not found, as the settings page says', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/marketplaces/wildberries/1/edit');
  await expect(page.getByText('Этих настроек нет на устройстве')).toBeVisible();
  await page.goto('/marketplaces/wildberries/1/integrations/new/edit');
  await expect(page.getByText('Этих настроек нет на устройстве')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'К настройкам Wildberries' })).toBeVisible();
});

test("an operator's login asks for nothing the role would be refused", async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => r.status() === 403 && refused.push(new URL(r.url()).pathname));
  // The points go last, alone (workers/sync/pull-groups.ts): once they are asked for, every other pull has run.
  const pulledToTheEnd = page.waitForResponse((r) => r.url().includes('/v1/app/sync/points'), { timeout: 60_000 });
  await login(page, OPERATOR);
  await pulledToTheEnd;
  await expect(page.locator('[data-slot="sync-status"]')).toContainText('Синхронизировано', { timeout: 30_000 });
  expect(refused).toEqual([]);
});
