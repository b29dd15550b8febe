// Billing in the console against the real server (docs/decisions/billing.md): a new company tops up 1,000 RUB,
// the status page follows the invoice to success, the balance and the history row show it; the money buys
// calculations; offline after a reload the history is still there and paying says it needs the network; the
// shell warns about a low balance and stops once money is on the account; a negative balance is said as such,
// with what it stops, and the calculation page does not offer a purchase the money cannot cover.
import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { loginCompany, newCompany, signUpCompany } from './support/company';
import { reloadOffline } from './support/offline';
import { doorToDoorTariff, orderBody } from './support/orders-api';

const rub = (n: number) => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 }).format(n);

test('top up 1,000 RUB: the status page reaches success, the balance and the history show it; it buys calculations', async ({ page }) => {
  // The payment provider settles on the simulator's clock (up to two 5 s ticks), and the ledger syncs after.
  test.setTimeout(150_000);
  await newCompany(page, 'billing');
  // A new company has no money: the shell says so.
  await expect(page.getByTestId('low-balance')).toContainText('Денежного баланса может не хватить');

  await page.goto('/billing/money');
  await expect(page.getByTestId('balance')).toHaveText(rub(0));
  await page.getByRole('button', { name: rub(1000).replace(',00', '') }).click();
  await expect(page.getByLabel('Сумма пополнения, ₽')).toHaveValue('1000');
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Пополнить', exact: true }).click();

  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}\/status$/);
  const status = page.getByTestId('invoice-status');
  await expect(status).toHaveAttribute('data-status', /accepted|processing/);
  await expect(status).toHaveAttribute('data-status', 'success', { timeout: 20_000 });
  await expect(status).toContainText(`Оплачено: ${rub(1000)} зачислено на денежный счёт.`);
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'К денежному счёту' }).click();
  await expect(page.getByTestId('balance')).toHaveText(rub(1000), { timeout: 15_000 });
  const topup = page.getByTestId('operation-row').filter({ hasText: 'Пополнение' });
  await expect(topup).toContainText(`+${rub(1000)}`);
  await expect(page.getByTestId('low-balance')).toHaveCount(0);

  await page.goto('/billing/calc');
  await expect(page.getByTestId('balance')).toHaveText('100');
  await page.getByRole('button', { name: '500', exact: true }).click();
  await expect(page.getByText(`Стоимость ${rub(250)}`)).toBeVisible();
  // The money account's balance stands beside the purchase, and a purchase that went through is confirmed there.
  await expect(page.getByTestId('purchase-money')).toContainText(`на котором ${rub(1000)}`, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Купить', exact: true }).click();
  await expect(page.getByTestId('purchase-done')).toHaveText(`Куплено расчётов: 500 на ${rub(250)}.`);
  await expect(page.getByTestId('balance')).toHaveText('600', { timeout: 15_000 });
  await expect(page.getByTestId('operation-row').first()).toContainText('Покупка расчётов');
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto('/billing/money');
  await expect(page.getByTestId('balance')).toHaveText(rub(750), { timeout: 15_000 });
  await expect(page.getByTestId('operation-row').first()).toContainText('Расчётов: 500');
  // Filtering by type keeps only the top-up.
  await page.getByLabel('Операция', { exact: true }).selectOption('topup');
  await expect(page.getByTestId('operation-row')).toHaveCount(1);
});

test('offline the history stays readable after a reload and paying says it needs the network', async ({ page, context }) => {
  const company = await newCompany(page, 'billing-offline');
  const made = await page.request.post('/v1/app/billing/invoices', { headers: { Authorization: company.token }, data: { amount: 300 } });
  const { id } = await made.json();
  await page.request.post(`/v1/demo/invoices/${id}/pay`, { headers: { Authorization: company.token }, data: { result: 'success' } });
  await page.goto('/billing/money');
  await expect(page.getByTestId('balance')).toHaveText(rub(300), { timeout: 15_000 });
  const topupRow = page.getByTestId('operation-row').filter({ hasText: 'Пополнение' });
  await expect(topupRow).toContainText(`+${rub(300)}`, { timeout: 15_000 });

  await reloadOffline(page);
  await expect(page.getByTestId('balance')).toHaveText(rub(300));
  await expect(topupRow).toContainText(`+${rub(300)}`);
  await expect(page.getByText('Для пополнения нужна сеть. Подключитесь к интернету, чтобы оплатить.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Пополнить', exact: true })).toBeDisabled();
  await page.getByRole('link', { name: 'Счёт на оплату' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${id}/status$`));
  await expect(page.getByTestId('invoice-status')).toHaveAttribute('data-status', 'success');
  await expect(page.getByText('Сервер недоступен: показан последний известный статус.', { exact: false })).toBeVisible();
  await context.setOffline(false);
});

test('the invoice\'s payment page: Decline on the demo provider\'s page fails the payment the status page follows', async ({ page }) => {
  test.setTimeout(60_000);
  await newCompany(page, 'billing-pay-page');
  await page.goto('/billing/money');
  await page.getByLabel('Сумма пополнения, ₽').fill('1500');
  await page.getByRole('button', { name: 'Пополнить', exact: true }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}\/status$/);
  // Unopened, the demo provider would settle it by itself within seconds; opened, it waits for the payer.
  const [payment] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Перейти к оплате' }).click()]);
  await expect(payment.getByText(rub(1500))).toBeVisible();
  await payment.getByRole('button', { name: 'Отклонить' }).click();
  await expect(payment.getByRole('status')).toHaveText('Платёж отклонён');
  await expect(page.getByTestId('invoice-status')).toHaveAttribute('data-status', 'fail', { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Перейти к оплате' })).toHaveCount(0);
});

test('a negative balance is said as such, with what it stops; a purchase it cannot cover is not offered', async ({ page }) => {
  test.setTimeout(120_000);
  const company = await signUpCompany(page.request, 'billing-debt');
  const headers = { Authorization: company.token };
  // One order the service accepts: post-paid, its charge takes the empty account below zero.
  const made = await page.request.post('/v1/app/orders', { headers, data: orderBody('DEBT-1', await doorToDoorTariff(page.request, company.token)) });
  expect(made.status()).toBe(201);
  // The simulated service takes a new order a few seconds after it arrives, and charges it then: tick until it has.
  // It refuses one upload in twenty at random, as a real one is sometimes down: then the order is resent.
  const orderId = (await made.json()).id as string;
  const moneyBalance = async () => (await (await page.request.get('/v1/app/billing/accounts', { headers })).json()).money.balance as number;
  await expect.poll(async () => {
    expect((await page.request.post('/v1/demo/sim/tick', { headers })).ok()).toBe(true);
    const order = await (await page.request.get(`/v1/app/orders/${orderId}`, { headers })).json();
    if (order.status.key === 'uploadingError') await page.request.post(`/v1/app/orders/${orderId}/resend`, { headers });
    return moneyBalance();
  }, { timeout: 30_000, intervals: [1000] }).toBeLessThan(0);
  const balance = await moneyBalance();
  await loginCompany(page, company);

  const banner = page.getByTestId('low-balance');
  await expect(banner).toContainText(`Денежный баланс отрицательный: ${rub(balance)}.`, { timeout: 20_000 });
  await expect(banner).toContainText('Заказы по-прежнему уходят в службы доставки');
  await expect(banner).toContainText('купить расчёты нельзя');
  await expect(banner).not.toContainText('может не хватить');

  await page.goto('/billing/calc');
  await expect(page.getByTestId('purchase-money')).toContainText(`на котором ${rub(balance)}`);
  await expect(page.getByTestId('purchase-not-covered')).toHaveText(`Недостаточно денег: покупка стоит ${rub(50)}, а на денежном счёте ${rub(balance)}. Пополнить`);
  await expect(page.getByRole('button', { name: 'Купить', exact: true })).toBeDisabled();
  expect(await blockingViolations(page)).toEqual([]);
  await page.goto('/billing/money');
  await expect(page.getByTestId('low-money')).toContainText('Баланс отрицательный');
});
