// Draws one PDF in a thread of the PDF pool (pdf-pool.ts). Runs only there (thread-pool-entry.mjs).
import { ownedBytes } from '../thread-pool';
import { labelsPdf } from './label-layouts';
import type { PdfTask } from './render-task';
import { waybillPdf } from './waybill-pdf';

export async function run(task: PdfTask): Promise<Uint8Array> {
  const pdf = task.kind === 'labels'
    ? await labelsPdf(task.orders, task.lang, task.format)
    : await waybillPdf(task.header, task.orders, task.lang);
  return ownedBytes(pdf);
}
