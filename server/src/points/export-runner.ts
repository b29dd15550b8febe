// Runs point export jobs in a worker thread (export-worker.ts) with its own read-only connection, so neither
// reading 100,000 rows nor SheetJS's single multi-second XLSX.write holds up the API: the main thread only
// stores progress and, at the end, the file with the job's status. Any instance runs any job: each claims the
// oldest free one (queued, or left by an instance that has gone), one at a time, which bounds memory (a
// 100,000-row sheet takes a few hundred MB) on a small machine; later jobs wait queued, for this instance or
// another (docs/decisions/scale-out.md, "Queued work").
import { Worker } from 'node:worker_threads';
import type { Deps } from '../deps';
import { pointExportsRepo, type PointExportRow } from '../db/repos/point-exports';
import type { DatabasePlace } from '../db/sql/database-place';
import { lookForWork } from '../instances/look-for-work';
import { exportFileName } from './export-sheet';
import type { ExportMessage, ExportTask } from './export-task';

/** Rows per progress report. */
const CHUNK = 5000;
/** A job that outgrows this dies alone (ERR_WORKER_OUT_OF_MEMORY, the job fails), not the server. */
const WORKER_HEAP_MB = 2048;
/** How often an idle instance looks for a job another one queued or left behind. */
const EXPORT_POLL_MS = 2_000;
const ENTRY = new URL('./export-worker-entry.mjs', import.meta.url);

export function pointExportRunner({ db, place, now, instance }: Pick<Deps, 'db' | 'place' | 'now' | 'instance'>) {
  const jobs = pointExportsRepo(db);
  const owner = instance.id;
  // Held from the claim to the job's end, so this instance runs one job at a time.
  let running = false;

  /** Stores a job's state after its answer; the app's database may be closed by now (a test ended, the server
   *  stopping): nothing to record then, and a write that fails is logged, as no caller waits for it. Settles
   *  either way. */
  const record = async (id: string, write: () => Promise<unknown>): Promise<void> => {
    if (!db.isOpen()) return;
    await write().catch((error: unknown) => console.error(`[points] export ${id}: its state was not stored`, error));
  };

  function run({ id, filter, lang }: PointExportRow, database: DatabasePlace): void {
    const task: ExportTask = { database, filter, lang, chunk: CHUNK };
    const worker = new Worker(ENTRY, { workerData: task, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    let settled = false;
    const settle = (write: () => Promise<unknown>) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      void record(id, write).finally(() => {
        running = false;
        setImmediate(next);
      });
    };
    worker.on('message', (m: ExportMessage) => {
      if (m.kind === 'progress') {
        if (!settled) void record(id, () => jobs.progress(id, owner, m.done, now()));
        return;
      }
      settle(async () => {
        const kept = await jobs.finish(id, owner, { rows: m.rows, fileName: exportFileName(now()), content: m.file }, now());
        console.log(
          `[points] export ${id}: ${m.rows} rows, ${(m.file.length / 1e6).toFixed(1)} MB; rows ${m.buildMs} ms, XLSX.write ${m.writeMs} ms (worker thread)${kept ? '' : '; not kept: another instance took the job over'}`,
        );
      });
    });
    worker.on('error', (error) => settle(() => {
      console.error(`[points] export ${id} failed`, error);
      return jobs.fail(id, owner, String(error), now());
    }));
    worker.on('exit', (code) => settle(() => jobs.fail(id, owner, `export worker exited with code ${code}`, now())));
  }

  /** Claims the next free job and runs it; does nothing while this instance runs one. */
  function next(): void {
    if (running || !db.isOpen()) return;
    running = true;
    (async () => {
      await instance.ready;
      const job = await jobs.claimNext(owner, now());
      if (!job || !db.isOpen()) return void (running = false);
      if (place) return run(job, place);
      // An in-memory database (some tests) has nothing for a worker to open.
      await jobs.fail(job.id, owner, 'in-memory database: nothing for the export worker to open', now());
      running = false;
      setImmediate(next);
    })().catch((error: unknown) => {
      running = false;
      if (db.isOpen()) console.error('[points] the next export could not be claimed', error);
    });
  }

  lookForWork(db, EXPORT_POLL_MS, next);

  return {
    /** A job made by startPointExport here: looked for at once, not at the next poll. */
    enqueue(): void {
      setImmediate(next);
    },
  };
}

export type PointExportRunner = ReturnType<typeof pointExportRunner>;
