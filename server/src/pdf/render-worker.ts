// Draws one PDF in a worker thread of the PDF pool (pdf-pool.ts), as bytes that can be handed back
// without a copy. Runs only under the pool's worker entry (render-worker-entry.mjs).
import { labelsPdf } from './label-pdf';
import type { PdfTask } from './render-task';
import { waybillPdf } from './waybill-pdf';

/** Bytes that own their whole ArrayBuffer: a small Buffer is a slice of Node's shared pool, which must
 *  not be transferred (that would detach it for every other small Buffer of this thread). */
function owned(pdf: Buffer): Uint8Array {
  if (pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength) return pdf;
  return new Uint8Array(pdf);
}

export async function renderPdfTask(task: PdfTask): Promise<Uint8Array> {
  const pdf = task.kind === 'labels'
    ? await labelsPdf(task.orders, task.lang)
    : await waybillPdf(task.header, task.orders, task.lang);
  return owned(pdf);
}
