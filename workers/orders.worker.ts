// The orders worker: reads and checks an import file, builds the import template and the list's XLSX
// export, off the main thread (docs/decisions/orders.md "Orders in bulk"). Started for one job and ended
// after it (src/features/orders/data/orders-worker.ts), so it never holds the store open at a logout.
// Each job loads its own code when asked: the order list names this file, and what it bundles statically
// counts as the list's (tests/e2e/lean-screens.spec.ts: no zod and no Excel code there).
import { expose, type ProxyOrClone } from 'comlink';
import { ParcelDb } from '../src/db/schema';
import { heldOrderIds } from '../src/db/held-order-ids';
import { sha256Hex, type ImportLanguage } from '../src/contract/order-import';
import type { Order } from '../src/contract/orders';
import type { FileProblem } from './orders/read-table';
import type { CheckedTable } from './orders/check-rows';
import type { TemplateExample, TemplateFormat } from './orders/template';
import type { OrderExportTexts } from './orders/export-orders';

export type ImportPhase = 'read' | 'check';
export type ImportProgress = (phase: ImportPhase, done: number, total: number) => void;
export type ImportPreview = ({ kind: 'checked'; rows: number } & CheckedTable) | { kind: 'refused'; problem: FileProblem };
/** The preview with the file's SHA-256 (its rows' ids and keys come from it). */
export type ImportAnswer = ImportPreview & { fileHash: string };

const db = new ParcelDb();

const api = {
  async preview(bytes: Uint8Array, onProgress: ProxyOrClone<ImportProgress>): Promise<ImportAnswer> {
    const progress = onProgress as ImportProgress;
    progress('read', 0, 0);
    const [{ readTable }, { readDeviceStore }, { checkTable }] = await Promise.all([
      import('./orders/read-table'), import('./orders/device-store'), import('./orders/check-rows'),
    ]);
    const [fileHash, table] = await Promise.all([sha256Hex(bytes as Uint8Array<ArrayBuffer>), readTable(bytes)]);
    if (typeof table === 'string') return { kind: 'refused', problem: table, fileHash };
    const store = await readDeviceStore(db);
    const checked = await checkTable(table, fileHash, store, (ids) => heldOrderIds(db, ids), (done, total) => progress('check', done, total));
    return { kind: 'checked', rows: table.rows.length, ...checked, fileHash };
  },
  async template(format: TemplateFormat, lang: ImportLanguage, example: TemplateExample, sheetName: string): Promise<Blob> {
    const [{ buildTemplate, exampleRow }, { readDeviceStore }] = await Promise.all([import('./orders/template'), import('./orders/device-store')]);
    return buildTemplate(format, lang, exampleRow(await readDeviceStore(db), example), sheetName);
  },
  async exportXlsx(ids: string[], shown: Record<string, Order>, texts: OrderExportTexts, onProgress: ProxyOrClone<(done: number, total: number) => void>): Promise<Blob> {
    const { exportOrders } = await import('./orders/export-orders');
    return exportOrders(db, ids, shown, texts, onProgress as (done: number, total: number) => void);
  },
};

export type OrdersWorkerApi = typeof api;
expose(api);
