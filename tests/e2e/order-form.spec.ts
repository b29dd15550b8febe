// What a new user meets in the order form and the order list: required fields marked, one summary of what to
// fix with links to the fields, rare fields behind "More fields", only connected services and the tariffs their
// connection enables, an order queued offline shown as waiting and nothing else, filters labelled, dates typed in
// the console's language.
import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { newCompany } from './support/company';
import { ADMIN } from './support/env';
import { createOrderInForm, untilSent } from './support/order-form';
import { login, tokenOf } from './support/session';

type Connection = { providerKey: string; created: string; connectParams: { tariffs?: string[] } };
type Tariff = { id: number; providerKey: string; code: string; pickupType: number; deliveryType: number };

async function apiItems<T>(page: Page, path: string): Promise<T[]> {
  const res = await page.request.get(path, { headers: { Authorization: await tokenOf(page) } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).items;
}

const optionValues = (page: Page, name: string) =>
  page.locator(`[name="${name}"] option`).evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

test('the order form marks what it needs, sums up its problems with links, and offers only what the connections allow', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await page.goto('/orders');
  await page.getByRole('link', { name: 'Создать заказ', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/create$/);

  // Required fields say so; rare ones wait behind "Ещё поля".
  await expect(page.getByText('Поля, отмеченные *, обязательны.')).toBeVisible();
  await expect(page.getByLabel('Номер в магазине *')).toBeVisible();
  const recipient = page.getByRole('group', { name: 'Получатель' });
  await expect(recipient.getByLabel('Контактное лицо *')).toBeVisible();
  await expect(recipient.getByLabel('Телефон *')).toBeVisible();
  await expect(page.getByLabel('Наименование *')).toBeVisible();
  await expect(recipient.locator('[name="recipient.cityGuid"]')).toHaveCount(0);
  await recipient.getByRole('button', { name: 'Ещё поля' }).click();
  await expect(recipient.getByLabel('Код города (ФИАС)')).toBeVisible();

  // Saving an empty form: one summary, focused, that links to each field.
  await page.locator('form button[type="submit"]').click();
  const summary = page.getByTestId('problem-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText(/^Исправьте \d+ пол(е|я|ей), чтобы сохранить заказ$/);
  await expect(summary.getByRole('link', { name: 'Получатель · Контактное лицо: Введите значение' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await summary.getByRole('link', { name: /^Номер в магазине:/ }).click();
  const clientNumber = page.getByLabel('Номер в магазине *');
  await expect(clientNumber).toBeFocused();
  await expectClearOfBar(page, clientNumber);
  // Fields reached by Tab are never under the bar either, their labels included.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(focusedFieldCovered)).toBe(false);
  }

  // Only the services the company is connected to.
  const connections = await apiItems<Connection>(page, '/v1/app/connections?limit=100');
  const connected = [...new Set(connections.map((c) => c.providerKey))].sort();
  expect((await optionValues(page, 'order.providerKey')).sort()).toEqual(connected);

  // Of CDEK, only the tariffs its connection enables: none door to door, some from a drop-off point.
  const tariffs = await apiItems<Tariff>(page, '/v1/app/list/tariffs?limit=200');
  const enabled = new Set(connections.find((c) => c.providerKey === 'cdek')!.connectParams.tariffs);
  expect(enabled.size).toBeGreaterThan(0);
  await page.locator('[name="order.providerKey"]').selectOption('cdek');
  await expect(page.locator('[name="order.tariffId"] option')).toHaveText(['В подключении не включён ни один тариф с таким забором и доставкой']);
  await page.locator('[name="order.pickupType"]').selectOption('2');
  const expected = tariffs.filter((x) => x.providerKey === 'cdek' && x.pickupType === 2 && x.deliveryType === 1 && enabled.has(x.code)).map((x) => String(x.id));
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => optionValues(page, 'order.tariffId')).toEqual(expected);
});

/** Whether the focused control's field (label, control, message) reaches under the sticky Save bar. */
function focusedFieldCovered(): boolean {
  const field = document.activeElement?.closest('[data-slot="field"]');
  const bar = document.querySelector('[data-slot="sticky-actions"]');
  if (!field || !bar || bar.contains(document.activeElement)) return false;
  return field.getBoundingClientRect().bottom > bar.getBoundingClientRect().top;
}

/** The focused field, its label included, is not under the sticky Save bar, nothing shows through the bar, and
 *  the bar sits on the screen's bottom edge (no fields pass below it). */
async function expectClearOfBar(page: Page, field: ReturnType<Page['getByLabel']>) {
  const bar = page.locator('[data-slot="sticky-actions"]');
  const wrapper = field.locator('xpath=ancestor::*[@data-slot="field"][1]');
  const [barBox, fieldBox] = [await bar.boundingBox(), await wrapper.boundingBox()];
  expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(barBox!.y);
  expect(Math.abs(barBox!.y + barBox!.height - page.viewportSize()!.height)).toBeLessThanOrEqual(1);
  expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
}

test('an order queued offline shows only that it waits to be sent, and its status once the server has it', async ({ page, context }) => {
  test.setTimeout(120_000);
  await newCompany(page, 'queued-chip', { connected: true });
  await context.setOffline(true);
  await createOrderInForm(page, 'QUEUED-1');
  const header = page.locator('main');
  await expect(header.locator('[data-slot="change-badge"][data-state="pending"]').first()).toHaveText('Ожидает отправки');
  await expect(header.locator('[data-slot="status-chip"]')).toHaveCount(0);
  await page.goto('/orders');
  const row = page.locator('[role="rowgroup"] [role="row"]', { hasText: 'QUEUED-1' });
  await expect(row.locator('[data-slot="change-badge"]')).toHaveText('Ожидает отправки');
  await expect(row.locator('[data-slot="status-chip"]')).toHaveCount(0);
  await context.setOffline(false);
  await untilSent(page);
  await expect(row.locator('[data-slot="status-chip"]')).toBeVisible();
  await expect(row.locator('[data-slot="change-badge"]')).toHaveCount(0);
});

test('the order filters are labelled, not cut, and take dates as dd.mm.yyyy in Russian', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/orders');
  const search = page.getByRole('search');
  // Every select shows its whole chosen text.
  const cut = await search.locator('select').evaluateAll((selects) => selects.filter((el) => {
    const select = el as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0]?.text ?? '').width;
    // Padding and the arrow take about 2.5 rem.
    return text + 40 > select.clientWidth;
  }).map((el) => (el as HTMLSelectElement).selectedOptions[0]?.text));
  expect(cut).toEqual([]);
  const from = search.getByLabel('Создан с');
  await expect(from).toHaveAttribute('placeholder', 'дд.мм.гггг');
  await from.fill('01.11.2026');
  await expect(page).toHaveURL(/from=2026-11-01/);
  await page.reload();
  await expect(page.getByRole('search').getByLabel('Создан с')).toHaveValue('01.11.2026');
  expect(await blockingViolations(page)).toEqual([]);
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the form, its summary and its dates speak English', async ({ page }) => {
    await newCompany(page, 'order-form-en', { connected: true });
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Create order', exact: true }).click();
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('problem-summary').getByRole('heading')).toHaveText(/^Fix \d+ fields to save the order$/);
    await expect(page.getByLabel('Item name *')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Pickup', exact: true }).getByLabel('Date')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    expect(await optionValues(page, 'order.providerKey')).toEqual(['cdek']);
  });
});
