// Starts a point export (POST /v1/app/list/points, routes/point-exports.ts): the filter is checked first (040010 /
// 040011 at once, not in a failed job), the rows are counted, and the job is made queued. One export runs per
// company at a time: a second start answers 409 040903, also when two starts race on several server instances.
import { ERROR_CODES } from '../../../src/contract';
import { countPoints, pointWhere } from '../db/repos/point-list';
import { pointExportsRepo, type NewPointExport, type PointExportRow } from '../db/repos/point-exports';
import type { SqlDb } from '../db/sql/sql-db';
import { ApiFailure } from '../lib/api-failure';

const inProgress = () => new ApiFailure(409, ERROR_CODES.exportInProgress, 'exportInProgress');

export async function startPointExport(db: SqlDb, job: Omit<NewPointExport, 'total'>, now: number): Promise<PointExportRow> {
  const where = pointWhere(job.filter);
  const jobs = pointExportsRepo(db);
  // The early check spares the count; the insert itself decides a race (a unique index: one unfinished
  // export per company), so the loser gets the same answer and never a 500.
  if (await jobs.hasUnfinished(job.companyId)) throw inProgress();
  const made = await jobs.create({ ...job, total: await countPoints(db, where) }, now);
  if (!made) throw inProgress();
  return made;
}
