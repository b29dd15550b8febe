// Orders in bulk end to end (docs/decisions/orders.md "Orders in bulk"): a CSV of 20 rows with 2 bad ones is
// checked on the device, the preview names the bad rows and fields, the 18 good rows reach the server once,
// the same file again adds none; then the list of a filter exported to XLSX holds the filter's orders.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { newCompany } from './support/company';
import { doorToDoorTariff, ordersOnServer } from './support/orders-api';
import { untilSent } from './support/order-form';
import { blockingViolations } from './support/axe';
import { localKeys } from './support/local-store';

const HEADER = 'Номер в магазине *;Служба доставки *;Тариф *;Оценочная стоимость *;Наложенный платёж *;Получатель *;Телефон получателя *;Город получателя;Отправитель;Телефон отправителя;Товар *;Количество *';

/** 20 rows (spreadsheet rows 2-21); row 6 has a phone of two digits, row 15 a service nobody knows. Rows 2-10
 *  are for recipients named "Импортова", the rest for "Другой", so a search selects part of them. */
function importFile(tariffId: number): { csv: string; good: string[]; searched: string[] } {
  const lines = [HEADER];
  const good: string[] = [];
  const searched: string[] = [];
  for (let row = 2; row <= 21; row++) {
    const number = `IMP-${row}`;
    const phone = row === 6 ? '12' : `+7916000${String(row).padStart(4, '0')}`;
    const service = row === 15 ? 'nope' : 'cdek';
    const name = row <= 10 ? `Анна Импортова ${row}` : `Борис Другой ${row}`;
    lines.push([number, service, tariffId, '1500,50', '0', name, phone, 'Казань', 'Склад', '+74950000000', 'Книга; том 1', '1']
      .map((v) => (String(v).includes(';') ? `"${v}"` : v)).join(';'));
    if (row === 6 || row === 15) continue;
    good.push(number);
    if (row <= 10) searched.push(number);
  }
  return { csv: `\ufeff${lines.join('\r\n')}\r\n`, good, searched };
}

async function chooseFile(page: Page, csv: string) {
  const dialog = page.getByRole('dialog');
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Импорт', exact: true }).click();
  await dialog.getByLabel('Файл с заказами').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByTestId('import-preview')).toBeVisible({ timeout: 20_000 });
  return dialog;
}

test('a 20-row CSV with 2 bad rows: the preview names them, 18 orders reach the server once, a second import adds none, the filtered list exports', async ({ page }) => {
  const company = await newCompany(page, 'import', { connected: true });
  const tariffId = await doorToDoorTariff(page.request, company.token);
  const { csv, good, searched } = importFile(tariffId);
  await page.goto('/orders');
  // The preview resolves the service and tariff against the device's copy of them.
  await expect.poll(() => localKeys(page, 'connections'), { timeout: 30_000 }).toHaveLength(1);
  await expect.poll(async () => (await localKeys(page, 'lists')).includes('tariffs'), { timeout: 30_000 }).toBe(true);

  let dialog = await chooseFile(page, csv);
  await expect(dialog.getByTestId('import-good')).toHaveText('Готово к импорту: 18');
  await expect(dialog.getByTestId('import-bad')).toHaveText('С ошибками: 2');
  const problems = dialog.getByTestId('import-problems').locator('li');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toHaveAttribute('data-row', '6');
  await expect(problems.nth(0)).toContainText('Телефон получателя');
  await expect(problems.nth(1)).toHaveAttribute('data-row', '15');
  await expect(problems.nth(1)).toContainText('Служба доставки');
  expect(await blockingViolations(page)).toEqual([]);

  await dialog.getByTestId('import-submit').click();
  await expect(dialog.getByTestId('import-done')).toContainText('18');
  await page.keyboard.press('Escape');
  await untilSent(page, 60_000);
  const first = await ordersOnServer(page.request, company.token);
  expect(first.map((o) => o.order.clientNumber).sort()).toEqual([...good].sort());
  expect(new Set(first.map((o) => o.id)).size).toBe(18);

  // The same file again: the device holds those orders, so nothing is queued, and the server still has 18.
  dialog = await chooseFile(page, csv);
  await expect(dialog.getByTestId('import-already')).toHaveText('Импортировано ранее: 18');
  await expect(dialog.getByTestId('import-good')).toHaveText('Готово к импорту: 0');
  await expect(dialog.getByTestId('import-submit')).toBeDisabled();
  await page.keyboard.press('Escape');
  await untilSent(page);
  expect(await ordersOnServer(page.request, company.token)).toHaveLength(18);

  // The list of a filter to XLSX: as many rows as the list finds, and they are the filter's orders.
  await page.goto('/orders?q=%D0%B8%D0%BC%D0%BF%D0%BE%D1%80%D1%82%D0%BE%D0%B2%D0%B0');
  await expect(page.getByText(`Найдено: ${searched.length}`).first()).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const file = await (await download).path();
  const sheet = XLSX.read(readFileSync(file)).Sheets['Заказы'];
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
  expect(rows).toHaveLength(searched.length);
  expect(rows.map((r) => String(r['Номер в магазине'])).sort()).toEqual([...searched].sort());
});
