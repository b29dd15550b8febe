// The calculator: prices from the server for the company's connected services, an order started from the
// cheapest result with its price, and the last results kept on screen offline.
import { expect, test } from '@playwright/test';
import { untilControlled } from '../support/service-worker';
import { blockingViolations } from './support/axe';
import { calculateMoscowKazan, shownPrices } from './support/calculator';
import { ADMIN } from './support/env';
import { reloadOffline } from './support/offline';
import { login, tokenOf } from './support/session';
import { ordersOnServer } from './support/orders-api';

test('calculate Moscow -> Kazan 1 kg, order the cheapest result, see the order with that price', async ({ page }) => {
  // A long flow (login, pricing, the order form, the list): about 50 s alone on a busy two-core machine.
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await calculateMoscowKazan(page);
  const prices = await page.getByTestId('result-price').allTextContents();
  const amounts = await shownPrices(page);
  expect(amounts.length).toBeGreaterThan(1);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  const cheapest = amounts[0];
  expect(await blockingViolations(page)).toEqual([]);
  // Sorting by price the other way round puts the dearest first.
  await page.getByRole('button', { name: 'Цена' }).click();
  await expect(page.getByTestId('result-price').first()).toHaveText(prices[prices.length - 1]);
  await page.getByRole('button', { name: 'Цена' }).click();

  await page.getByTestId('calculator-result').first().getByRole('button', { name: /^Создать заказ/ }).click();
  await expect(page).toHaveURL(/\/orders\/create\?/);
  await expect(page.locator('[name="cost.deliveryCost"]')).not.toHaveValue('');
  await expect(page.locator('[name="recipient.city"]')).toHaveValue('Казань');
  const clientNumber = `CALC-${Date.now()}`;
  await page.locator('[name="order.clientNumber"]').fill(clientNumber);
  await page.locator('[name="sender.contactName"]').fill('Склад Демо');
  await page.locator('[name="sender.phone"]').fill('+7 495 000-00-00');
  await page.locator('[name="recipient.contactName"]').fill('Петрова Анна');
  await page.locator('[name="recipient.phone"]').fill('+7 916 111-22-33');
  await page.locator('[name="items.0.description"]').fill('Книга');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/details$/);

  await expect.poll(async () => (await ordersOnServer(page.request, await tokenOf(page), clientNumber)).map((o) => o.cost?.deliveryCost))
    .toEqual([cheapest]);
  await page.goto(`/orders?q=${clientNumber}`);
  const row = page.locator('[role="rowgroup"] [role="row"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(cheapest));
});

test('new results scroll into view, and each fee says how it was made: insurance at a declared value of 0 is the connection\'s minimum', async ({ page }) => {
  await login(page, ADMIN);
  // The declared value stays 0. The demo CDEK connection: insurance 0.75 % with a 50.50 RUB minimum, cash handling 3 %.
  await calculateMoscowKazan(page);
  // The first result, below the form, is scrolled to; the form's top is gone from view.
  await expect(page.getByTestId('calculator-result').first()).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Добавить место' })).not.toBeInViewport();

  const cdek = page.getByTestId('calculator-result').filter({ hasText: 'СДЭК' }).first();
  await expect(cdek.getByTestId('result-fees')).toContainText('страховка 50,50 ₽');
  await expect(cdek.getByTestId('insurance-note')).toHaveText('минимум по подключению: 0,75 % от объявленной ценности 0,00 ₽ — меньше');
  await expect(cdek.getByTestId('cash-note')).toHaveText('3 % от наложенного платежа 0,00 ₽');
  // Boxberry's connection has no insurance rate.
  const boxberry = page.getByTestId('calculator-result').filter({ hasText: 'Boxberry' }).first();
  await expect(boxberry.getByTestId('insurance-note')).toHaveText('в подключении нет ставки страховки');

  await page.getByLabel('Объявленная ценность, ₽').fill('10000');
  await page.getByRole('button', { name: 'Рассчитать' }).click();
  await expect(cdek.getByTestId('result-fees')).toContainText('страховка 75,00 ₽');
  await expect(cdek.getByTestId('insurance-note')).toHaveText('0,75 % от объявленной ценности 10 000,00 ₽');
  await expect(page.getByTestId('calculator-result').first()).toBeInViewport({ ratio: 1 });
});

test('offline the calculator says pricing needs the network and keeps the last results, after a reload too', async ({ page, context }) => {
  await login(page, ADMIN);
  await untilControlled(page);
  await calculateMoscowKazan(page);
  const shown = await page.getByTestId('result-price').allTextContents();

  await context.setOffline(true);
  await expect(page.getByText(/Для расчёта нужна сеть/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Рассчитать' })).toBeDisabled();
  await reloadOffline(page);
  await expect(page.getByText(/Для расчёта нужна сеть/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Рассчитать' })).toBeDisabled();
  await expect(page.getByTestId('result-price')).toHaveText(shown);
  await expect(page.getByLabel('Куда (город)', { exact: true })).toHaveValue('Казань');
  await context.setOffline(false);
});

test('the order form prices its tariff on request, takes that price, and picks the pickup point from the device, by list and on the map', async ({ page }) => {
  // A long flow (login, pricing, the order form, the list): about 50 s alone on a busy two-core machine.
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await page.goto('/orders/create');
  const quote = page.getByRole('group', { name: 'Цена и срок' });
  await expect(quote).toContainText('Выберите службу доставки');
  await page.locator('[name="order.providerKey"]').selectOption('cdek');
  await page.locator('[name="order.pickupType"]').selectOption('2');
  await page.locator('[name="order.deliveryType"]').selectOption('2');
  const tariff = page.locator('[name="order.tariffId"]');
  await expect(tariff.locator('option')).not.toHaveCount(1);
  await tariff.selectOption({ index: 1 });
  await page.locator('[name="sender.city"]').fill('Москва');
  await page.locator('[name="recipient.city"]').fill('Казань');
  await page.locator('[name="places.0.weight"]').fill('1000');
  await quote.getByRole('button', { name: 'Рассчитать цену' }).click();
  await expect(quote).toContainText(/Цена \d/);
  await quote.getByRole('button', { name: 'Взять эту цену' }).click();
  await expect(page.locator('[name="cost.deliveryCost"]')).toHaveValue(/^\d+(\.\d+)?$/);
  // The pickup point from the points on the device: the service's points in the recipient's city.
  await page.getByRole('button', { name: 'Выбрать пункт выдачи' }).click();
  const picker = page.getByRole('dialog', { name: 'Выбрать пункт выдачи' });
  const firstPoint = picker.getByRole('list', { name: 'Пункты' }).getByRole('button').first();
  await expect(firstPoint).toBeVisible({ timeout: 30_000 });
  await expect(firstPoint).toContainText('Казань');
  expect(await blockingViolations(page)).toEqual([]);
  await firstPoint.click();
  await expect(picker).toBeHidden();
  // The chosen point shows by name, address and hours, its code and ID only below.
  const pointOut = page.getByRole('group', { name: 'Пункт выдачи', exact: true }).getByTestId('point-summary');
  await expect(pointOut).toContainText('Казань');
  await expect(pointOut).toContainText(/Код \S+ · ID [\w-]{8,}/);
  const listPick = await pointOut.innerText();

  // Or on the map: another point, narrowed by its code, chosen by keyboard from its popup.
  await page.getByRole('button', { name: 'Сменить пункт' }).click();
  const listed = picker.getByRole('list', { name: 'Пункты' }).getByRole('button');
  const secondPoint = listed.nth(1);
  await expect(secondPoint).toContainText('Казань');
  const code = (/·\s*(\S+)/.exec(await secondPoint.innerText()) ?? [])[1];
  expect(code).toBeTruthy();
  await picker.getByLabel('Код пункта', { exact: true }).fill(code);
  await expect(listed).toHaveCount(1);
  await picker.getByRole('tab', { name: 'Карта' }).click();
  const map = picker.locator('[data-slot="points-map"]');
  await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(picker.getByText('1 пункт на карте')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await picker.locator('.maplibregl-canvas').focus();
  await page.keyboard.press('Enter');
  await picker.locator('.maplibregl-popup').getByRole('button', { name: 'Выбрать этот пункт' }).click();
  await expect(picker).toBeHidden();
  await expect(pointOut).toContainText(`Код ${code} ·`);
  expect(await pointOut.innerText()).not.toBe(listPick);
  // A changed parcel is a new question: the price shown goes until asked again.
  await page.locator('[name="places.0.weight"]').fill('2000');
  await expect(quote.getByRole('button', { name: 'Рассчитать цену' })).toBeVisible();
});

test("a point tariff's points near the recipient: as a list and on the map; choosing one starts the order with it", async ({ page }) => {
  // A long flow (login, pricing, the order form, the list): about 50 s alone on a busy two-core machine.
  test.setTimeout(120_000);
  await login(page, ADMIN);
  await calculateMoscowKazan(page);
  const show = page.getByRole('button', { name: /^Пунктов рядом с получателем: \d+\. Показать на карте$/ }).first();
  const count = Number(/(\d+)/.exec(await show.innerText())?.[1]);
  expect(count).toBeGreaterThan(1);
  await show.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Пункты' }).getByRole('button')).toHaveCount(count, { timeout: 30_000 });
  await dialog.getByRole('tab', { name: 'Карта' }).click();
  await expect(dialog.locator('[data-slot="points-map"]')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(dialog.getByText(new RegExp(`^${count} пункт(а|ов)? на карте$`))).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('tab', { name: 'Список' }).click();
  const chosen = dialog.getByRole('list', { name: 'Пункты' }).getByRole('button').nth(1);
  const code = (/·\s*(\S+)/.exec(await chosen.innerText()) ?? [])[1];
  await chosen.click();
  await expect(page).toHaveURL(/\/orders\/create\?/);
  await expect(page.getByTestId('point-summary')).toContainText(`Код ${code} ·`);
});
