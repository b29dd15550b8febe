// The order list of a filter as an .xlsx sheet, built in the orders worker from the device's store
// (docs/decisions/orders.md "Orders in bulk"). The page names the orders (its list's own query, so the rows
// are the orders of the filter, in the list's order) and hands over the rows its queued changes alter; the
// rest are read here a chunk at a time. Numbers stay numbers (costs), numbers of orders and phones text.
import type { Order } from '../../src/contract/orders';
import type { ParcelDb } from '../../src/db/schema';
import { XLSX_MIME } from '../points/export-xlsx';

export const ORDER_EXPORT_COLUMNS = [
  'number', 'created', 'clientNumber', 'status', 'service', 'trackingNumber', 'recipient', 'phone', 'city', 'address',
  'assessedCost', 'codCost', 'deliveryCost',
] as const;
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];

/** The sheet's words in the user's language: the worker has no catalogs. */
export type OrderExportTexts = {
  sheetName: string;
  headers: Record<OrderExportColumn, string>;
  statuses: Record<string, string>;
  providers: Record<string, string>;
  /** What a queued create shows for its status and number: "Pending". */
  pending: string;
};
export type OrderExportProgress = (done: number, total: number) => void;

const CHUNK = 1000;

const WIDTHS: Record<OrderExportColumn, number> = {
  number: 14, created: 17, clientNumber: 16, status: 18, service: 14, trackingNumber: 18, recipient: 24, phone: 16,
  city: 16, address: 32, assessedCost: 12, codCost: 12, deliveryCost: 12,
};

type Cell = string | number;

function cellsOf(order: Order, texts: OrderExportTexts): Cell[] {
  const r = order.recipient;
  const queued = !order.version;
  return [
    order.number || texts.pending, order.created.slice(0, 16).replace('T', ' '), order.orderInfo?.clientNumber ?? order.order.clientNumber,
    queued ? texts.pending : texts.statuses[order.status.key] ?? order.status.key,
    texts.providers[order.order.providerKey] ?? order.order.providerKey, order.orderInfo?.providerNumber ?? '',
    r.contactName, r.phone, r.city ?? '', [r.street, r.house, r.office].filter(Boolean).join(', '),
    order.cost.assessedCost, order.cost.codCost, order.cost.deliveryCost ?? '',
  ];
}

/** `shown`: the rows the page's queued changes alter, as the list shows them (a queued create is there only). */
export async function exportOrders(
  db: ParcelDb, ids: string[], shown: Record<string, Order>, texts: OrderExportTexts, onProgress: OrderExportProgress,
): Promise<Blob> {
  const XLSX = await import('@e965/xlsx');
  const rows: Cell[][] = [ORDER_EXPORT_COLUMNS.map((c) => texts.headers[c])];
  for (let start = 0; start < ids.length; start += CHUNK) {
    onProgress(start, ids.length);
    const chunk = ids.slice(start, start + CHUNK);
    const stored = await db.orders.bulkGet(chunk.filter((id) => !shown[id]));
    let next = 0;
    for (const id of chunk) {
      const order = shown[id] ?? stored[next++];
      if (order) rows.push(cellsOf(order, texts));
    }
  }
  onProgress(ids.length, ids.length);
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = ORDER_EXPORT_COLUMNS.map((c) => ({ wch: WIDTHS[c] }));
  sheet['!autofilter'] = { ref: sheet['!ref'] ?? 'A1' };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, texts.sheetName);
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: XLSX_MIME });
}
