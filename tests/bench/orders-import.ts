// Orders in bulk on the device (docs/decisions/orders.md "Orders in bulk"): a 1,000-row CSV chosen in the
// import dialog, read and checked in the orders worker, then queued as 1,000 creates; offline, so the figure is
// the device's own work (parse, validate, queue), not the network's. The console times both steps itself
// (performance entries of src/features/orders/data/use-order-import.ts). `npx tsx tests/bench/orders-import.ts`
// runs this part alone on a server of its own.
import { fileURLToPath } from 'node:url';
import { enabledTariffCodes } from '../../src/contract/connections';
import { IMPORT_COLUMNS } from '../../src/contract/order-import';
import { SYNC_COLLECTIONS } from '../../src/contract/sync-constants';
import { startOwnServer } from '../support/own-server';
import { untilControlled } from '../support/service-worker';
import { untilPulled } from './page-idb';
import { acceptOffer, launchChromium, login } from './sync-collection';

export const IMPORT_ROWS = 1000;

export type ImportFigures = { rows: number; previewMs: number; queueMs: number; totalMs: number };

type Listed<T> = { total: number; items: T[] };

async function listAll<T>(baseUrl: string, token: string, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (await fetch(`${baseUrl}${path}?page=${page}&limit=100`, { headers: { Authorization: token } })).json()) as Listed<T>;
    all.push(...answer.items);
    if (all.length >= answer.total || !answer.items.length) return all;
  }
}

/** A service the demo company is connected to and a tariff that connection enables. */
async function serviceAndTariff(baseUrl: string, token: string): Promise<{ service: string; tariff: number }> {
  const connections = await listAll<{ providerKey: string; connectParams: Record<string, unknown> }>(baseUrl, token, '/v1/app/connections');
  const tariffs = await listAll<{ id: number; providerKey: string; code: string }>(baseUrl, token, '/v1/app/list/tariffs');
  for (const connection of connections) {
    const enabled = enabledTariffCodes(connection.connectParams);
    const tariff = tariffs.find((x) => x.providerKey === connection.providerKey && (!enabled || enabled.has(x.code)));
    if (tariff) return { service: connection.providerKey, tariff: tariff.id };
  }
  throw new Error('the demo company has no connection with a tariff');
}

function csvOf(rows: number, service: string, tariff: number): string {
  const values = (n: number): Record<string, string> => ({
    clientNumber: `BENCH-IMPORT-${Date.now()}-${n}`, service, tariff: String(tariff), weight: '1200', assessedCost: '2500', codCost: '0',
    recipientName: `Получатель ${n}`, recipientPhone: `+7916${String(n).padStart(7, '0')}`, recipientCity: 'Москва',
    recipientStreet: 'Тверская', recipientHouse: String(n), senderName: 'Склад', senderPhone: '+74950000000', item: 'Книга', quantity: '1',
  });
  // Quoted: several headers hold a comma ("Weight, g").
  const lines = [IMPORT_COLUMNS.map((c) => `"${c.en}"`).join(',')];
  for (let n = 1; n <= rows; n++) lines.push(IMPORT_COLUMNS.map((c) => values(n)[c.key] ?? '').join(','));
  return lines.join('\n');
}

const FIGURES = `(() => {
  const last = (name) => performance.getEntriesByName(name).at(-1);
  return { previewMs: last('orders-import-preview').duration, queueMs: last('orders-import-queue').duration, rows: last('orders-import-queue').detail.rows };
})()`;

export async function measureOrdersImport(baseUrl: string, rows = IMPORT_ROWS): Promise<ImportFigures> {
  const browser = await launchChromium();
  try {
    await acceptOffer(baseUrl);
    const token = await login(baseUrl);
    const { service, tariff } = await serviceAndTariff(baseUrl, token);
    const context = await browser.newContext();
    await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/orders`);
    await untilControlled(page);
    await page.evaluate(untilPulled(SYNC_COLLECTIONS[SYNC_COLLECTIONS.length - 1]));
    await context.setOffline(true);
    await page.getByRole('button', { name: /^(Import|Импорт)$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'bench.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(rows, service, tariff)) });
    await dialog.getByTestId('import-preview').waitFor({ timeout: 60_000 });
    // A file the device refuses rows of would time nothing: say why instead.
    if (await dialog.getByTestId('import-submit').isDisabled()) throw new Error(`no row to import: ${await dialog.getByTestId('import-preview').innerText()}`);
    await dialog.getByTestId('import-submit').click();
    await dialog.getByTestId('import-done').waitFor({ timeout: 60_000 });
    const figures = await page.evaluate<Omit<ImportFigures, 'totalMs'>>(FIGURES);
    return { ...figures, totalMs: figures.previewMs + figures.queueMs };
  } finally {
    await browser.close();
  }
}

export function reportOrdersImport(row: (name: string, value: string, target: string) => void, figures: ImportFigures): void {
  row(`import of ${figures.rows} orders: parse, validate, queue (ms)`, figures.totalMs.toFixed(0), '<= 3000');
  row('  file read and checked in the worker (ms)', figures.previewMs.toFixed(0), '-');
  row('  queued in the outbox (ms)', figures.queueMs.toFixed(0), '-');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startOwnServer(Number(process.env.BENCH_PORT ?? 8290), undefined, { SEED_POINTS: '1000' });
  try {
    reportOrdersImport((name, value, target) => console.log(`${name.padEnd(44)} ${value.padStart(14)}   target ${target}`), await measureOrdersImport(server.url));
  } finally {
    server.stop();
  }
}
