// Runs point uploads to Yandex Market after the POST has answered (docs/decisions/modules.md "Server"). The
// marketplace is simulated: each chosen point goes up under its name from the integration's template, and a
// point without opening hours is refused (refusedByMarket). The work goes in steps with pauses between them, so
// it never holds the API's thread for long and its progress moves visibly: the points are chosen a range at a
// time, then sent in about ten steps of at least 1,000 (a second or two for thousands of points). Any instance
// runs any task: it claims the oldest free one (queued, or left by an instance that has gone), and every write of
// the run lands only while the claim is its own (docs/decisions/scale-out.md, "Queued work").
import { sql } from 'kysely';
import { pointNameOf, refusedByMarket, type YamarketIntegration } from '../../../src/contract';
import type { SqlDb } from '../db/sql/sql-db';
import type { Instance } from '../instances/instance';
import { lookForWork } from '../instances/look-for-work';
import { moduleIntegrationRows } from '../db/repos/module-integrations';
import { KEPT_UPLOAD_ERRORS, pointUploadsRepo, type PointUploadRow, type UploadProgress } from '../db/repos/point-uploads';
import { choosePoints, uploadSelection, type ChosenPoint } from './upload-selection';

const STEP_MIN = 1000;
const STEPS = 10;
const PAUSE_MS = 150;
/** How often an instance looks for tasks queued on another or left by one that has gone. */
const UPLOAD_POLL_MS = 2_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function pointUploadRunner(db: SqlDb, instance: Instance, now: () => number) {
  const tasks = pointUploadsRepo(db);
  const integrations = moduleIntegrationRows(db);
  const owner = instance.id;
  const providerNames = async () =>
    new Map((await db.all(sql<{ key: string; name: string }>`SELECT key, name FROM providers`)).map((p) => [p.key, p.name]));

  /** Still worth a step: the database is open and the task is still this instance's (not deleted with its
   *  integration, not taken over). */
  const ours = async (id: string) => db.isOpen() && (await tasks.stillClaimed(id, owner));

  async function run(task: PointUploadRow): Promise<void> {
    const { id } = task;
    await pause(0);
    if (!(await ours(id))) return;
    const row = await integrations.byId(task.integration_id);
    if (!row) return void (await tasks.finish(id, owner, 'failed', now()));
    const integration = JSON.parse(row.doc_json) as YamarketIntegration;
    const selection = await uploadSelection(db, task.company_id, integration);
    const chosen: ChosenPoint[] = [];
    for await (const some of choosePoints(db, selection)) {
      chosen.push(...some);
      await pause(0);
      if (!(await ours(id))) return;
    }
    if (!(await tasks.start(id, owner, chosen.length, now()))) return;
    const names = await providerNames();
    const step = Math.max(STEP_MIN, Math.ceil(chosen.length / STEPS));
    const progress: UploadProgress = { uploaded: 0, failed: 0, errors: [] };
    for (let from = 0; from < chosen.length; from += step) {
      await pause(PAUSE_MS);
      if (!db.isOpen()) return;
      for (const point of chosen.slice(from, from + step)) {
        const name = pointNameOf(integration.pointNameTemplate, { ...point, provider: names.get(point.providerKey) ?? point.providerKey });
        if (!refusedByMarket(point)) {
          progress.uploaded += 1;
          continue;
        }
        progress.failed += 1;
        if (progress.errors.length < KEPT_UPLOAD_ERRORS) progress.errors.push({ pointId: point.id, name, reason: 'pointWithoutHours' });
      }
      if (!(await tasks.progress(id, owner, progress, now()))) return;
    }
    await tasks.finish(id, owner, 'done', now());
  }

  function runClaimed(task: PointUploadRow): void {
    run(task)
      .catch(async (error: unknown) => {
        // A database closed under the run (a test ended, the server stopping) leaves nothing to record.
        if (!db.isOpen()) return;
        console.error(`[modules] point upload ${task.id} failed`, error);
        await tasks.finish(task.id, owner, 'failed', now());
      })
      .catch((error: unknown) => console.error(`[modules] point upload ${task.id}: its failure was not stored`, error));
  }

  /** Claims every free task now and runs each (they run side by side, in steps). */
  async function claimAll(): Promise<void> {
    await instance.ready;
    for (let task = await tasks.claimNext(owner, now()); task && db.isOpen(); task = await tasks.claimNext(owner, now())) runClaimed(task);
  }
  const claimFree = () => {
    if (!db.isOpen()) return;
    claimAll().catch((error: unknown) => db.isOpen() && console.error('[modules] point uploads could not be claimed', error));
  };

  lookForWork(db, UPLOAD_POLL_MS, claimFree);

  return {
    /** A task was queued here: looked for at once, not at the next poll. */
    claimFree,
  };
}
