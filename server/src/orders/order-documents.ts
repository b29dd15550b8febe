// Labels (one file for all the chosen orders) and waybills (one file per delivery service among them):
// made as PDFs, stored for ORDER_FILE_TTL_MS and answered as {fileId, providerKey, fileName, url, size}.
// Every id must be one of the caller's orders; the ones that are not are named in the 040080 answer.
// Labels are recorded on their orders once the file is stored (record-labels-printed.ts).
// The orders are read here, on the main thread; the PDFs are drawn in the PDF pool's worker threads.
import { sql } from 'kysely';
import { ORDER_ERROR_CODES, type LabelFormat, type OrderFile } from '../../../src/contract';
import { orderFilesRepo, type NewOrderFile, type StoredOrderFile } from '../db/repos/order-files';
import type { OrderRow } from '../db/repos/order-row';
import { ordersRepo } from '../db/repos/orders';
import { ApiFailure } from '../lib/api-failure';
import { renderInPool } from '../pdf/pdf-pool';
import { fileStamp } from '../pdf/pdf-format';
import { printOrders, type PrintOrder } from '../pdf/print-order';
import type { OrderCall } from './order-call';
import { recordLabelsPrinted } from './record-labels-printed';

export const ORDER_FILES_PATH = '/v1/app/orders/files';

async function ownRows(call: OrderCall, ids: string[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  const rows = await ordersRepo(call.db).ownMany(unique, call.companyId);
  if (rows.length < unique.length) {
    const found = new Set(rows.map((r) => r.id));
    throw new ApiFailure(404, ORDER_ERROR_CODES.notFound, 'orderNotFound', {
      errors: ids.flatMap((id, i) => (found.has(id) ? [] : [{ field: `orderIds.${i}`, text: 'orderNotFound' as const }])),
    });
  }
  return rows;
}

async function store(call: OrderCall, files: NewOrderFile[]): Promise<{ total: number; items: OrderFile[] }> {
  const saved: StoredOrderFile[] = await orderFilesRepo(call.db).save(call.companyId, files, call.now);
  return {
    total: saved.length,
    items: saved.map((f) => ({
      fileId: f.id, providerKey: f.provider_key, fileName: f.file_name, url: `${ORDER_FILES_PATH}/${f.id}`, size: f.size,
    })),
  };
}

export async function makeLabels(call: OrderCall, ids: string[], format: LabelFormat) {
  const rows = await ownRows(call, ids);
  const orders = await printOrders(call.db, rows, call.lang);
  const content = await renderInPool({ kind: 'labels', orders, lang: call.lang, format });
  const providers = orders.map((o) => o.providerKey);
  const answer = await store(call, [{ kind: 'label', providerKey: null, providers, fileName: `labels-${fileStamp(call.now)}.pdf`, content }]);
  await recordLabelsPrinted(call, rows.map((r) => r.id));
  return answer;
}

export async function makeWaybills(call: OrderCall, ids: string[]) {
  const orders = await printOrders(call.db, await ownRows(call, ids), call.lang);
  const byProvider = new Map<string, PrintOrder[]>();
  for (const o of orders) byProvider.set(o.providerKey, [...(byProvider.get(o.providerKey) ?? []), o]);
  const company = (await call.db.get(sql<{ name: string }>`SELECT name FROM companies WHERE id = ${call.companyId}`))?.name ?? '';
  const stamp = fileStamp(call.now);
  const files = await Promise.all(
    [...byProvider].map(async ([providerKey, group]): Promise<NewOrderFile> => ({
      kind: 'waybill',
      providerKey,
      providers: [providerKey],
      fileName: `waybill-${providerKey}-${stamp}.pdf`,
      content: await renderInPool({
        kind: 'waybill',
        header: { actNumber: `${stamp}-${providerKey.toUpperCase()}`, company, providerName: group[0]!.providerName, date: call.now },
        orders: group,
        lang: call.lang,
      }),
    })),
  );
  return store(call, files);
}
