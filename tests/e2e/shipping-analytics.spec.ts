// The shipping analytics in the console against the real server (docs/decisions/analytics.md "Shipping"): a new
// company's orders, accepted and charged by the simulated service, show on the shipping page as the ledger's
// charges for CDEK today; after a reload offline the last answer still shows.
import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { loginCompany, signUpCompany } from './support/company';
import { reloadOffline } from './support/offline';
import { doorToDoorTariff, orderBody } from './support/orders-api';

const rub = (n: number) => new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

test('the shipping page shows the ledger\'s charges per service, and offline after a reload', async ({ page }) => {
  test.setTimeout(60_000);
  const company = await signUpCompany(page.request, 'shipping');
  const headers = { Authorization: company.token };
  const tariffId = await doorToDoorTariff(page.request, company.token);
  const ids: string[] = [];
  for (const clientNumber of ['SHIP-1', 'SHIP-2']) {
    const made = await page.request.post('/v1/app/orders', { headers, data: orderBody(clientNumber, tariffId) });
    expect(made.status()).toBe(201);
    ids.push((await made.json()).id);
  }
  // The simulated service takes a new order a few seconds after it arrives and charges it then; it refuses one
  // upload in twenty at random, as a real one is sometimes down: then the order is resent (as billing.spec does).
  const charges = async () => ((await (await page.request.get('/v1/app/billing/operations?limit=100', { headers })).json()).items as Array<{ type: string; amount: number }>)
    .filter((op) => op.type === 'orderCharge');
  await expect.poll(async () => {
    expect((await page.request.post('/v1/demo/sim/tick', { headers })).ok()).toBe(true);
    for (const id of ids) {
      const order = await (await page.request.get(`/v1/app/orders/${id}`, { headers })).json();
      if (order.status.key === 'uploadingError') await page.request.post(`/v1/app/orders/${id}/resend`, { headers });
    }
    return (await charges()).length;
  }, { timeout: 30_000, intervals: [1000] }).toBe(2);
  const spend = Math.round((await charges()).reduce((sum, op) => sum - op.amount * 100, 0)) / 100;
  expect(spend).toBeGreaterThan(0);

  await loginCompany(page, company);
  await page.goto('/analytics/shipping');
  const status = page.getByTestId('shipping-status');
  await expect(status).toContainText(`Расходы: ${rub(spend)}, заказов: 2 — с `, { timeout: 20_000 });
  await expect(page.getByRole('img', { name: /^Расходы по дням: всего/ }).locator('canvas')).toBeVisible();
  const cdek = page.getByTestId('shipping-services').getByRole('row', { name: /СДЭК/ });
  await expect(cdek).toContainText(rub(spend));
  await expect(cdek.getByRole('cell').first()).toHaveText('2', { useInnerText: true });
  expect(await blockingViolations(page)).toEqual([]);

  await reloadOffline(page);
  await expect(status).toContainText('Офлайн: данные на');
  await expect(cdek).toContainText(rub(spend));
  await page.context().setOffline(false);
});
