// Runs point export jobs one at a time, each in a worker thread (export-worker.ts) with its own read-only
// SQLite connection, so neither reading 100,000 rows nor SheetJS's single multi-second XLSX.write holds
// up the API: the main thread only stores progress and, at the end, the file's name and size (the worker
// writes the file itself, points/export-files.ts). One at a time bounds memory (a 100,000-row sheet takes
// a few hundred MB) on a small machine; later jobs wait queued.
import { Worker } from 'node:worker_threads';
import type { Db } from '../db/db-type';
import { pointExportsRepo } from '../db/repos/point-exports';
import { exportPath } from './export-files';
import { exportFileName } from './export-sheet';
import type { ExportMessage, ExportTask } from './export-task';

/** Rows per progress report. */
const CHUNK = 5000;
/** A job that outgrows this dies alone (ERR_WORKER_OUT_OF_MEMORY, the job fails), not the server. */
const WORKER_HEAP_MB = 2048;
const ENTRY = new URL('./export-worker-entry.mjs', import.meta.url);

export function pointExportRunner(db: Db, now: () => number) {
  const jobs = pointExportsRepo(db);
  const queue: string[] = [];
  let running = false;

  function run(id: string, filter: string, lang: ExportTask['lang']): void {
    running = true;
    jobs.progress(id, 0, now());
    const task: ExportTask = { dbFile: db.name, filter, lang, chunk: CHUNK, file: exportPath(db, id) };
    const worker = new Worker(ENTRY, { workerData: task, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    let settled = false;
    const settle = (write: () => void) => {
      if (settled) return;
      settled = true;
      running = false;
      // The app's database may be closed by now (a test ended, the server stopping): nothing to record.
      if (db.open) write();
      void worker.terminate();
      setImmediate(next);
    };
    worker.on('message', (m: ExportMessage) => {
      if (m.kind === 'progress') {
        if (!settled && db.open) jobs.progress(id, m.done, now());
        return;
      }
      settle(() => {
        jobs.finish(id, m.rows, exportFileName(now()), m.bytes, now());
        console.log(
          `[points] export ${id}: ${m.rows} rows, ${(m.bytes / 1e6).toFixed(1)} MB; rows ${m.buildMs} ms, XLSX.write ${m.writeMs} ms (worker thread)`,
        );
      });
    });
    worker.on('error', (error) => settle(() => {
      console.error(`[points] export ${id} failed`, error);
      jobs.fail(id, String(error), now());
    }));
    worker.on('exit', (code) => settle(() => jobs.fail(id, `export worker exited with code ${code}`, now())));
  }

  function next(): void {
    if (running || !db.open) return;
    const id = queue.shift();
    if (id === undefined) return;
    const job = jobs.byId(id);
    if (!job || job.status !== 'queued') return next();
    // The worker reads the file; an in-memory database (some tests) has none to share.
    if (db.memory) {
      jobs.fail(id, 'in-memory database: nothing for the export worker to open', now());
      return next();
    }
    run(id, job.filter, job.lang);
  }

  // Jobs a stopped server left behind run again (their filter and language are stored with them).
  queue.push(...jobs.requeueUnfinished());
  setImmediate(next);

  return {
    /** Queues a job created by pointExportsRepo.create; it starts when the jobs before it are done. */
    enqueue(id: string): void {
      queue.push(id);
      setImmediate(next);
    },
  };
}

export type PointExportRunner = ReturnType<typeof pointExportRunner>;
