// Labels and waybills are drawn in a small pool of worker threads (tinypool), not on the main thread:
// 100 labels take about a second of pdfkit, and on the main thread every other request waited for it.
// The pool is bounded (PDF_THREADS, by default one thread less than the cores, at least one and at most
// two) and queues the work beyond it; a thread that stays idle for a minute ends, and starts again when
// needed. The database stays on the main thread: callers gather the orders there and send plain data.
import { Tinypool } from 'tinypool';
import { readPdfThreads } from '../env';
import type { PdfTask } from './render-task';

const ENTRY = new URL('./render-worker-entry.mjs', import.meta.url).href;
const IDLE_MS = 60_000;

let pool: Tinypool | undefined;

/** One pool per process, made on first use; apps in one process (tests) share it. */
function thePool(): Tinypool {
  pool ??= new Tinypool({ filename: ENTRY, minThreads: 0, maxThreads: readPdfThreads(), idleTimeout: IDLE_MS });
  return pool;
}

/** Draws the PDF in a worker thread; resolves to its bytes (moved, not copied, from the worker). */
export async function renderInPool(task: PdfTask): Promise<Buffer> {
  const bytes = (await thePool().run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the threads (the server stopping); a later render starts a new pool. */
export async function closePdfPool(): Promise<void> {
  const ending = pool;
  pool = undefined;
  await ending?.destroy();
}
