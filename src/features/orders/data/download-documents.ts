// Labels (one PDF for all chosen orders) and waybills (one PDF per delivery service) are made by the
// server, so they need a connection; each downloaded file is kept in the local store and opens offline
// from the order's details afterwards. Labels come in the format asked for (A6 unless told) and mark their
// orders printed on the server: a pull brings that mark here (docs/decisions/orders.md, "Labels").
import { API_BASE_URL, apiRequest } from '../../../api/client';
import { getToken } from '../../../api/token';
import { db } from '../../../db/db';
import type { FileRow } from '../../../db/schema';
import type { OrderFile } from '../../../contract/orders';
import { ORDER_IDS_MAX, type LabelFormat } from '../../../contract/order-constants';
import { API_PATHS } from '../../../contract/api-paths';
import { pullNow } from '../../../sync/sync-control';

export type DocumentKind = FileRow['kind'];

const PATHS: Record<DocumentKind, string> = { label: API_PATHS.orderLabels.build({}), waybill: API_PATHS.orderWaybills.build({}) };

async function fetchPdf(file: OrderFile): Promise<Blob> {
  const res = await fetch(new URL(file.url, API_BASE_URL || location.origin), { headers: { Authorization: getToken() ?? '' } });
  if (!res.ok) throw new Error(`${file.fileName}: HTTP ${res.status}`);
  return res.blob();
}

/** Makes, downloads and stores the documents; returns the stored files in the order made. */
export async function downloadDocuments(kind: DocumentKind, orderIds: string[], format?: LabelFormat): Promise<FileRow[]> {
  const saved: FileRow[] = [];
  for (let i = 0; i < orderIds.length; i += ORDER_IDS_MAX) {
    const chunk = orderIds.slice(i, i + ORDER_IDS_MAX);
    const body = kind === 'label' && format ? { orderIds: chunk, format } : { orderIds: chunk };
    const answer = await apiRequest<{ total: number; items: OrderFile[] }>(PATHS[kind], { method: 'POST', body });
    if (kind === 'label') pullNow();
    for (const file of answer.items) {
      const row: FileRow = { id: file.fileId, fileName: file.fileName, blob: await fetchPdf(file), kind, orderIds: chunk, savedAt: Date.now() };
      await db.files.put(row);
      saved.push(row);
    }
  }
  return saved;
}

/** Hands a stored file to the browser as a download (works offline: the blob is local). */
export function saveFile(file: FileRow): void {
  const url = URL.createObjectURL(file.blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: file.fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
