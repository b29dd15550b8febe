// Runs point export jobs one at a time, each in a worker thread (export-worker.ts) with its own read-only
// SQLite connection, so neither reading 100,000 rows nor SheetJS's single multi-second XLSX.write holds
// up the API: the main thread only stores progress and, at the end, the file's name and size (the worker
// writes the file itself, points/export-files.ts). One at a time bounds memory (a 100,000-row sheet takes
// a few hundred MB) on a small machine; later jobs wait queued.
import { Worker } from 'node:worker_threads';
import type { Deps } from '../deps';
import { pointExportsRepo, type PointExportRow } from '../db/repos/point-exports';
import type { DatabasePlace } from '../db/sql/database-place';
import { exportPath } from './export-files';
import { exportFileName } from './export-sheet';
import type { ExportMessage, ExportTask } from './export-task';

/** Rows per progress report. */
const CHUNK = 5000;
/** A job that outgrows this dies alone (ERR_WORKER_OUT_OF_MEMORY, the job fails), not the server. */
const WORKER_HEAP_MB = 2048;
const ENTRY = new URL('./export-worker-entry.mjs', import.meta.url);

export function pointExportRunner({ db, place, dataDir, now }: Pick<Deps, 'db' | 'place' | 'dataDir' | 'now'>) {
  const jobs = pointExportsRepo(db);
  // Where a worker connects and writes; an in-memory database (some tests) has neither, so its jobs fail.
  const out = place && dataDir !== null ? { database: place, files: dataDir } : null;
  const queue: string[] = [];
  // Also held while the next job is picked, so two calls of next() never start two workers.
  let running = false;

  /** Stores a job's state after its answer; the app's database may be closed by now (a test ended, the server
   *  stopping): nothing to record then, and a write that fails is logged, as no caller waits for it. */
  const record = (id: string, write: () => Promise<void>) => {
    if (!db.isOpen()) return;
    write().catch((error: unknown) => console.error(`[points] export ${id}: its state was not stored`, error));
  };

  function run({ id, filter, lang }: PointExportRow, { database, files }: { database: DatabasePlace; files: string }): void {
    record(id, () => jobs.progress(id, 0, now()));
    const task: ExportTask = { database, filter, lang, chunk: CHUNK, file: exportPath(files, id) };
    const worker = new Worker(ENTRY, { workerData: task, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    let settled = false;
    const settle = (write: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      running = false;
      record(id, write);
      void worker.terminate();
      setImmediate(next);
    };
    worker.on('message', (m: ExportMessage) => {
      if (m.kind === 'progress') {
        if (!settled) record(id, () => jobs.progress(id, m.done, now()));
        return;
      }
      settle(async () => {
        await jobs.finish(id, m.rows, exportFileName(now()), m.bytes, now());
        console.log(
          `[points] export ${id}: ${m.rows} rows, ${(m.bytes / 1e6).toFixed(1)} MB; rows ${m.buildMs} ms, XLSX.write ${m.writeMs} ms (worker thread)`,
        );
      });
    });
    worker.on('error', (error) => settle(() => {
      console.error(`[points] export ${id} failed`, error);
      return jobs.fail(id, String(error), now());
    }));
    worker.on('exit', (code) => settle(() => jobs.fail(id, `export worker exited with code ${code}`, now())));
  }

  /** The next queued job still worth a worker; a job gone or moved on meanwhile is skipped. */
  async function nextQueued(): Promise<PointExportRow | undefined> {
    for (let id = queue.shift(); id !== undefined && db.isOpen(); id = queue.shift()) {
      const job = await jobs.byId(id);
      if (job?.status !== 'queued') continue;
      if (out) return job;
      await jobs.fail(id, 'in-memory database: nothing for the export worker to open', now());
    }
    return undefined;
  }

  function next(): void {
    if (running || !db.isOpen()) return;
    running = true;
    nextQueued().then(
      (job) => {
        if (job && out && db.isOpen()) return run(job, out);
        running = false;
        if (queue.length) setImmediate(next);
      },
      (error: unknown) => {
        running = false;
        console.error('[points] the next export could not be picked', error);
      },
    );
  }

  // Jobs a stopped server left behind run again first (their filter and language are stored with them); until
  // they are back in the queue no job starts, so the requeue cannot set back one that has just begun.
  running = true;
  jobs.requeueUnfinished().then(
    (ids) => void queue.unshift(...ids),
    // Quiet when the database was closed meanwhile (an app made and dropped at once): nothing to requeue then.
    (error: unknown) => db.isOpen() && console.error('[points] unfinished exports could not be requeued', error),
  ).finally(() => {
    running = false;
    setImmediate(next);
  });

  return {
    /** Queues a job made by startPointExport; it starts when the jobs before it are done. */
    enqueue(id: string): void {
      queue.push(id);
      setImmediate(next);
    },
  };
}

export type PointExportRunner = ReturnType<typeof pointExportRunner>;
