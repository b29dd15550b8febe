// Where finished point exports are kept: files beside the SQLite database, <dir>/point-exports/<job id>.xlsx.
// A file is written by the export worker and read by the download route without touching the API's
// thread for long (a 100,000-row export is ~30 MB); it goes with its job a day after the job's last change
// (sync/housekeeping.ts runs removeExpiredExports hourly).
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/db-type';
import { pointExportsRepo } from '../db/repos/point-exports';
import { layerOf } from '../db/sql/layer-of';

/** Job ids are our own UUIDs (pointExportsRepo.create), so they are safe as file names. */
export const exportPath = (db: Db, jobId: string): string => join(dirname(db.name), 'point-exports', `${jobId}.xlsx`);

/** Removes the files of dropped jobs; a file already gone is fine. */
export function removeExportFiles(db: Db, jobIds: readonly string[]): void {
  for (const id of jobIds) {
    rm(exportPath(db, id), { force: true }).catch((error: unknown) => console.error(`[points] could not remove export ${id}`, error));
  }
}

/** Drops the jobs past their retention with their files; a GET of one then answers 404. */
export async function removeExpiredExports(db: Db, now: number): Promise<void> {
  removeExportFiles(db, await pointExportsRepo(layerOf(db)).purgeExpired(now));
}
