// Where finished point exports are kept: files in the server's data directory, <dir>/point-exports/<job id>.xlsx.
// A file is written by the export worker and read by the download route without touching the API's
// thread for long (a 100,000-row export is ~30 MB); it goes with its job a day after the job's last change
// (sync/housekeeping.ts runs removeExpiredExports hourly).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pointExportsRepo } from '../db/repos/point-exports';
import type { SqlDb } from '../db/sql/sql-db';

/** Job ids are our own UUIDs (pointExportsRepo.create), so they are safe as file names. */
export const exportPath = (dataDir: string, jobId: string): string => join(dataDir, 'point-exports', `${jobId}.xlsx`);

/** Removes the files of dropped jobs; a file already gone is fine. */
export function removeExportFiles(dataDir: string | null, jobIds: readonly string[]): void {
  if (dataDir === null) return;
  for (const id of jobIds) {
    rm(exportPath(dataDir, id), { force: true }).catch((error: unknown) => console.error(`[points] could not remove export ${id}`, error));
  }
}

/** Drops the jobs past their retention with their files; a GET of one then answers 404. */
export async function removeExpiredExports(db: SqlDb, dataDir: string | null, now: number): Promise<void> {
  removeExportFiles(dataDir, await pointExportsRepo(db).purgeExpired(now));
}
