// Runs point uploads to Yandex Market after the POST has answered (docs/decisions/modules.md "Server"). The
// marketplace is simulated: each chosen point goes up under its name from the integration's template, and a
// point without opening hours is refused (refusedByMarket). The work goes in steps with pauses between them, so
// it never holds the API's thread for long and its progress moves visibly: the points are chosen a range at a
// time, then sent in about ten steps of at least 1,000 (a second or two for thousands of points).
import { sql } from 'kysely';
import { pointNameOf, refusedByMarket, type YamarketIntegration } from '../../../src/contract';
import type { SqlDb } from '../db/sql/sql-db';
import { moduleIntegrationRows } from '../db/repos/module-integrations';
import { KEPT_UPLOAD_ERRORS, pointUploadsRepo, type UploadProgress } from '../db/repos/point-uploads';
import { choosePoints, uploadSelection, type ChosenPoint } from './upload-selection';

const STEP_MIN = 1000;
const STEPS = 10;
const PAUSE_MS = 150;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function pointUploadRunner(db: SqlDb, now: () => number) {
  const tasks = pointUploadsRepo(db);
  const integrations = moduleIntegrationRows(db);
  const providerNames = async () =>
    new Map((await db.all(sql<{ key: string; name: string }>`SELECT key, name FROM providers`)).map((p) => [p.key, p.name]));

  /** Still worth a step: the database is open and the task was not deleted with its integration. */
  const alive = async (id: string) => db.isOpen() && (await tasks.byId(id)) !== undefined;

  // Uploads a stopped server left behind run again from the start; no upload runs before they are set back, so
  // the requeue cannot set back one that has just begun.
  const requeued = tasks.requeueUnfinished().catch((error: unknown) => {
    // Quiet when the database was closed meanwhile (an app made and dropped at once): nothing to requeue then.
    if (db.isOpen()) console.error('[modules] unfinished point uploads could not be requeued', error);
    return [];
  });

  async function run(id: string): Promise<void> {
    await requeued;
    await pause(0);
    if (!(await alive(id))) return;
    const task = (await tasks.byId(id))!;
    const row = await integrations.byId(task.integration_id);
    if (!row) return tasks.finish(id, 'failed', now());
    const integration = JSON.parse(row.doc_json) as YamarketIntegration;
    const selection = await uploadSelection(db, task.company_id, integration);
    const chosen: ChosenPoint[] = [];
    for await (const some of choosePoints(db, selection)) {
      chosen.push(...some);
      await pause(0);
      if (!(await alive(id))) return;
    }
    await tasks.start(id, chosen.length, now());
    const names = await providerNames();
    const step = Math.max(STEP_MIN, Math.ceil(chosen.length / STEPS));
    const progress: UploadProgress = { uploaded: 0, failed: 0, errors: [] };
    for (let from = 0; from < chosen.length; from += step) {
      await pause(PAUSE_MS);
      if (!(await alive(id))) return;
      for (const point of chosen.slice(from, from + step)) {
        const name = pointNameOf(integration.pointNameTemplate, { ...point, provider: names.get(point.providerKey) ?? point.providerKey });
        if (!refusedByMarket(point)) {
          progress.uploaded += 1;
          continue;
        }
        progress.failed += 1;
        if (progress.errors.length < KEPT_UPLOAD_ERRORS) progress.errors.push({ pointId: point.id, name, reason: 'pointWithoutHours' });
      }
      await tasks.progress(id, progress, now());
    }
    await tasks.finish(id, 'done', now());
  }

  function start(id: string): void {
    run(id)
      .catch(async (error: unknown) => {
        // A database closed under the run (a test ended, the server stopping) leaves nothing to record.
        if (!db.isOpen()) return;
        console.error(`[modules] point upload ${id} failed`, error);
        if (await alive(id)) await tasks.finish(id, 'failed', now());
      })
      .catch((error: unknown) => console.error(`[modules] point upload ${id}: its failure was not stored`, error));
  }

  void requeued.then((ids) => ids.forEach(start));

  return { start };
}
