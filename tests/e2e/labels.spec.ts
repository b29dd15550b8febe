// Labels that print (docs/decisions/orders.md, "Labels"): the labels dialog chooses the format (A6 thermal by
// default, or four on A4) and remembers it on the device; the server answers one PDF in that format; the
// orders then show that their label was printed once the sync brings it. On a phone the PDF is saved; offline
// the dialog says the server is needed and keeps the choice.
import { expect, test, type Page } from '@playwright/test';
import { pdfPages } from '../support/pdf-pages';
import { blockingViolations, settle } from './support/axe';
import { newCompany } from './support/company';
import { createOrders, ordersOnServer } from './support/orders-api';

const A4 = { width: 595.28, height: 841.89 };

type PrintedOrder = { id: string; labelPrinted?: string | null };

async function openLabelsDialog(page: Page) {
  await page.getByRole('button', { name: 'Этикетки' }).click();
  const dialog = page.getByRole('dialog', { name: /Этикетки для заказов: \d+/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('four on A4 for 5 orders: one PDF of 2 A4 pages, the choice remembered, the orders then show printed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const company = await newCompany(page, 'labels');
  await createOrders(page.request, company.token, 5, 'LBL');
  await page.goto('/orders');
  const rows = page.locator('[role="rowgroup"] [role="row"]');
  await expect(rows).toHaveCount(5, { timeout: 30_000 });
  await expect(rows.locator('[data-slot="label-printed"]')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Выбрать все' }).check();

  const dialog = await openLabelsDialog(page);
  const a6 = dialog.getByRole('radio', { name: /Термоэтикетка A6, 100×150 мм/ });
  const a4 = dialog.getByRole('radio', { name: /Четыре этикетки на листе A4/ });
  await expect(a6).toBeChecked();
  await expect(dialog).toContainText('окне печати');
  await settle(page);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('labels-dialog-1280x800.png') });

  // By keyboard: focus starts on the chosen format, the arrow moves the choice, the radios are one tab stop.
  await expect(a6).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(a4).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Печать' })).toBeFocused();
  const labelsCall = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/v1/app/orders/labels'));
  await page.keyboard.press('Enter');
  const answer = await labelsCall;
  const body = answer.request().postDataJSON() as { orderIds: string[]; format: string };
  expect(body.format).toBe('a4x4');
  expect(body.orderIds).toHaveLength(5);
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: Array<{ url: string }> };
  expect(items).toHaveLength(1);
  // The file read again as the server answers it: Playwright reads the page's own fetch of it as empty.
  const file = await page.request.get(items[0]!.url, { headers: { Authorization: company.token } });
  expect(file.headers()['content-type']).toBe('application/pdf');
  const pages = pdfPages(await file.body());
  expect(pages).toHaveLength(2);
  for (const p of pages) expect([Math.round(p.width * 100) / 100, Math.round(p.height * 100) / 100]).toEqual([A4.width, A4.height]);
  await expect(dialog).toBeHidden();

  // The server recorded it on each order; the sync brings it here.
  const onServer = (await ordersOnServer(page.request, company.token)) as unknown as PrintedOrder[];
  expect(onServer.filter((o) => o.labelPrinted)).toHaveLength(5);
  await expect(rows.locator('[data-slot="label-printed"]')).toHaveCount(5, { timeout: 30_000 });
  await expect(rows.first().locator('[data-slot="label-printed"]')).toContainText('Напечатана');
  await page.screenshot({ path: test.info().outputPath('orders-printed-1280x800.png') });

  // Remembered on the device.
  await page.reload();
  await expect(rows).toHaveCount(5, { timeout: 30_000 });
  await expect(rows.locator('[data-slot="label-printed"]')).toHaveCount(5);
  await page.getByRole('checkbox', { name: 'Выбрать все' }).check();
  const again = await openLabelsDialog(page);
  await expect(again.getByRole('radio', { name: /Четыре этикетки на листе A4/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  // The order's page says it in words too.
  await rows.first().getByRole('link').click();
  await expect(page.locator('main [data-slot="label-printed"]')).toContainText('Этикетка напечатана');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the PDF is saved; offline the dialog says the server is needed, sends nothing and keeps the choice', async ({ page }) => {
    test.setTimeout(120_000);
    const company = await newCompany(page, 'labels-phone');
    await createOrders(page.request, company.token, 1, 'LBLP');
    await page.goto('/orders');
    const cards = page.getByRole('list', { name: 'Заказы' }).getByRole('listitem');
    await expect(cards).toHaveCount(1, { timeout: 30_000 });
    await cards.first().getByRole('link').click();
    await expect(page.locator('main h1')).toContainText('PC-');

    const labels: Array<{ format?: string }> = [];
    page.on('request', (r) => void (r.url().endsWith('/v1/app/orders/labels') && labels.push(r.postDataJSON())));
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Этикетка', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Этикетки для заказов: 1' });
    await dialog.getByRole('radio', { name: /Четыре этикетки на листе A4/ }).check();
    await expect(dialog.getByRole('status')).toContainText('Нужно подключение');
    await expect(dialog.getByRole('button', { name: 'Скачать PDF' })).toBeDisabled();
    await settle(page);
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('labels-dialog-390x844-offline.png') });
    expect(labels).toEqual([]);
    // Closed and opened again, the choice made offline is still there.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Этикетка', exact: true }).click();
    await expect(dialog.getByRole('radio', { name: /Четыре этикетки на листе A4/ })).toBeChecked();

    await page.context().setOffline(false);
    await expect(dialog.getByRole('status')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Скачать PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^labels-\d{8}-\d{4}\.pdf$/);
    expect(labels).toEqual([expect.objectContaining({ format: 'a4x4' })]);
    await expect(page.locator('main [data-slot="label-printed"]')).toContainText('Этикетка напечатана', { timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath('order-printed-390x844.png') });
    await page.goto('/orders');
    await expect(cards.first().locator('[data-slot="label-printed"]')).toContainText('Напечатана');
    await page.screenshot({ path: test.info().outputPath('orders-printed-390x844.png') });
  });
});
