// Labels and waybills are drawn in a small pool of worker threads, not on the main thread: 100 labels take
// about a second of pdfkit, and on the main thread every other request waited for it. The pool is bounded
// (PDF_THREADS) and queues the work beyond it. The database stays on the main thread: callers gather the
// orders there and send plain data.
import { readPdfThreads } from '../env';
import { threadPool } from '../thread-pool';
import type { PdfTask } from './render-task';

/** One pool per process; apps in one process (tests) share it. */
const pool = threadPool<PdfTask>(new URL('./render-worker.ts', import.meta.url), readPdfThreads);

/** Draws the PDF in a worker thread; resolves to its bytes. */
export const renderInPool = (task: PdfTask): Promise<Buffer> => pool.run(task);

export const closePdfPool = (): Promise<void> => pool.close();
