// The tariff rule editor: a rule made offline in its form goes out on reconnect, and the calculator's prices
// change by what it says. A company of its own, so no other test's rules move its prices.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { calculateMoscowKazan, shownPrices } from './support/calculator';
import { newCompany } from './support/company';
import { untilSent } from './support/order-form';

test('a rule made offline goes out on reconnect and raises the calculator\'s CDEK prices by its 100 RUB', async ({ page, context }) => {
  test.setTimeout(120_000);
  const company = await newCompany(page, 'rule-editor');
  const connection = await page.request.post('/v1/app/connections', {
    headers: { Authorization: company.pageToken },
    data: {
      id: randomUUID(), name: 'СДЭК', providerKey: 'cdek', inn: '7701234567', insuranceRate: 0, cashServiceRate: 0,
      assessedCostPercent: 100, connectParams: { account: 'e2e-account', secure: 'e2e-secure' },
    },
  });
  expect(connection.ok(), await connection.text()).toBe(true);
  await calculateMoscowKazan(page);
  const before = await shownPrices(page);
  expect(before.length).toBeGreaterThan(1);

  await page.goto('/editors/tariff/rules/create');
  await expect(page.getByLabel('Название *')).toBeVisible();
  const condition = page.getByRole('group', { name: 'Условия: строка 1' });
  await condition.getByLabel('Поле').selectOption({ label: 'Служба доставки' });
  // Every service may be named, the connected one first.
  const services = condition.getByLabel('Значение');
  await expect(services.locator('optgroup[label="Подключённые"] option')).toHaveText(['СДЭК']);
  expect(await services.locator('optgroup[label="Другие службы"] option').count()).toBeGreaterThan(10);
  await services.selectOption({ label: 'СДЭК' });
  const action = page.getByRole('group', { name: 'Действия: строка 1' });
  await action.getByLabel('Поле').selectOption({ label: 'Стоимость доставки' });
  await action.getByLabel('Оператор').selectOption({ label: 'прибавить сумму' });
  await action.getByLabel(/^Значение/).fill('100');
  // Online, the server says how many recent calculations the rule would change: the one made above.
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Это правило изменит 1 из последних 1 расчётов.')).toBeVisible();

  await context.setOffline(true);
  // Saved without a name: the product's text, and nothing saved.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Пожалуйста, введите название')).toBeVisible();
  await page.getByLabel('Название *').fill('Наценка 100 ₽ на СДЭК');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/editors\/tariff\/rules$/);
  await expect(page.getByText('Наценка 100 ₽ на СДЭК')).toBeVisible();

  await context.setOffline(false);
  await untilSent(page);
  await calculateMoscowKazan(page);
  await expect.poll(() => shownPrices(page)).toEqual(before.map((p) => p + 100));
  await expect(page.getByText('Правила: Наценка 100 ₽ на СДЭК').first()).toBeVisible();
});
