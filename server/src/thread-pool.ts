// A bounded pool of worker threads (tinypool) running one typed module's `run(task)`, for work that would
// otherwise hold up the API's event loop (PDFs, heavy list reads). Threads start on first use and end
// after a minute idle; tasks beyond the threads wait queued. What comes back as bytes is moved, not copied.
import { Tinypool } from 'tinypool';

const ENTRY = new URL('./thread-pool-entry.mjs', import.meta.url).href;
const IDLE_MS = 60_000;

export type ThreadPool<Task> = { run: (task: Task) => Promise<Buffer>; close: () => Promise<void> };

/** `module`: a .ts file (URL) exporting `run(task): Uint8Array | Promise<Uint8Array>`. */
export function threadPool<Task>(module: URL, threads: () => number): ThreadPool<Task> {
  let pool: Tinypool | undefined;
  return {
    async run(task) {
      pool ??= new Tinypool({ filename: ENTRY, minThreads: 0, maxThreads: threads(), idleTimeout: IDLE_MS, workerData: { module: module.href } });
      const bytes = (await pool.run(task)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    /** Ends the threads (the server stopping); a later task starts them again. */
    async close() {
      const ending = pool;
      pool = undefined;
      await ending?.destroy();
    },
  };
}

/** Bytes that own their whole ArrayBuffer, so they can be moved: a small Buffer is a slice of Node's shared
 *  pool, which must not be transferred (that would detach it for every other small Buffer of the thread). */
export function ownedBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}
