// The order list of the current filter as an .xlsx file, made on the device (docs/decisions/orders.md
// "Orders in bulk"): the ids are the list's own (use-order-list.ts, the filter's query with the queued changes
// applied), the rows those changes alter are laid over here as the list shows them, and the orders worker
// reads the rest and writes the sheet.
import { proxy } from 'comlink';
import type { Order } from '../../../contract/orders';
import type { OrderExportTexts } from '../../../../workers/orders/export-orders';
import { saveBlob } from '../../../lib/save-blob';
import { withOrdersWorker } from './orders-worker';
import { readOrderRows } from './read-order-rows';
import type { OrderList } from './use-order-list';

export async function exportOrderList(list: OrderList, texts: OrderExportTexts, fileName: string, onProgress: (done: number, total: number) => void): Promise<number> {
  const listed = new Set(list.ids);
  const touched = [...new Set(list.entries.filter((e) => e.state === 'queued' && listed.has(e.entityId)).map((e) => e.entityId))];
  const shown: Record<string, Order> = Object.fromEntries((await readOrderRows(touched)).map((row) => [row.id, row as Order]));
  const file = await withOrdersWorker((worker) => worker.exportXlsx(list.ids, shown, texts, proxy(onProgress)));
  saveBlob(file, fileName);
  return list.ids.length;
}
