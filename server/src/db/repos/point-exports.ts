// The product's point export jobs (id, status, url, filter): created queued by POST /v1/app/list/points, moved
// along by points/export-runner.ts, read by their company only, one unfinished at a time per company,
// dropped a day after their last change by the hourly housekeeping (their files, kept beside the
// database, go with them: points/export-files.ts).
import { randomUUID } from 'node:crypto';
import type { PointExport, PointExportStatus } from '../../../../src/contract';
import type { Lang } from '../../lib/texts';
import type { Db } from '../db-type';

/** How long a job and its file are kept after its last change (for a finished job: after it finished). */
export const POINT_EXPORT_TTL_MS = 24 * 60 * 60 * 1000;

export type PointExportRow = {
  id: string;
  company_id: number;
  user_id: number;
  filter: string;
  lang: Lang;
  status: PointExportStatus;
  done: number;
  total: number;
  file_name: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
};

const ROW_COLUMNS = 'id, company_id, user_id, filter, lang, status, done, total, file_name, error, created_at, updated_at';

export const pointExportFileUrl = (id: string) => `/v1/app/list/points/exports/${id}/file`;

export function toPointExport(row: PointExportRow): PointExport {
  return {
    id: row.id, status: row.status, url: row.status === 'done' ? pointExportFileUrl(row.id) : '', filter: row.filter,
    done: row.done, total: row.total, created: new Date(row.created_at).toISOString(),
  };
}

export type NewPointExport = { companyId: number; userId: number; filter: string; lang: Lang; total: number };

export function pointExportsRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO point_exports (id, company_id, user_id, filter, lang, status, done, total, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'queued', 0, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const byId = db.prepare<[string], PointExportRow>(`SELECT ${ROW_COLUMNS} FROM point_exports WHERE id = ?`);
  const own = db.prepare<[string, number], PointExportRow>(`SELECT ${ROW_COLUMNS} FROM point_exports WHERE id = ? AND company_id = ?`);
  const file = db.prepare<[string, number], { id: string; file_name: string }>(
    "SELECT id, file_name FROM point_exports WHERE id = ? AND company_id = ? AND status = 'done'",
  );
  const progress = db.prepare<[number, number, string]>("UPDATE point_exports SET status = 'processing', done = ?, updated_at = ? WHERE id = ?");
  const finish = db.prepare<[number, number, string, number, number, string]>(
    "UPDATE point_exports SET status = 'done', done = ?, total = ?, file_name = ?, size = ?, updated_at = ? WHERE id = ?",
  );
  const failed = db.prepare<[string, number, string]>("UPDATE point_exports SET status = 'failed', error = ?, updated_at = ? WHERE id = ?");
  // By the last change rather than creation, so a big export keeps its file a whole day; a job stuck for
  // a day goes too, so it cannot hold its company's one export slot for ever.
  const purge = db.prepare<[number], { id: string }>('DELETE FROM point_exports WHERE updated_at < ? RETURNING id');
  const unfinished = db.prepare<[number], { id: string }>(
    "SELECT id FROM point_exports WHERE company_id = ? AND status IN ('queued', 'processing') LIMIT 1",
  );

  return {
    /** A queued job, or undefined when the company has one queued or running: a unique index decides, so two
     *  racing creates make one job whatever the number of writers (the caller's 409). */
    create(job: NewPointExport, now: number): PointExportRow | undefined {
      const id = randomUUID();
      const made = insert.run(id, job.companyId, job.userId, job.filter, job.lang, job.total, now, now).changes;
      return made ? byId.get(id) : undefined;
    },
    /** Drops jobs unchanged for a day; answers their ids, whose files the caller removes. */
    purgeExpired: (now: number): string[] => purge.all(now - POINT_EXPORT_TTL_MS).map((r) => r.id),
    byId: (id: string) => byId.get(id),
    /** Whether the company has an export queued or running (one at a time per company). */
    hasUnfinished: (companyId: number): boolean => unfinished.get(companyId) !== undefined,
    /** The caller's job, or undefined for a missing id and another company's alike. */
    own: (id: string, companyId: number) => own.get(id, companyId),
    ownFile: (id: string, companyId: number) => file.get(id, companyId),
    progress: (id: string, done: number, now: number) => void progress.run(done, now, id),
    /** Done: the rows the file holds become done and total (points may have changed since the count). */
    finish: (id: string, rows: number, fileName: string, size: number, now: number) =>
      void finish.run(rows, rows, fileName, size, now, id),
    fail: (id: string, error: string, now: number) => void failed.run(error.slice(0, 1000), now, id),
    /** Jobs a stopped server left queued or half done, oldest first, set back to queued to run again. */
    requeueUnfinished(): string[] {
      return db.transaction(() => {
        const ids = db
          .prepare<[], { id: string }>("SELECT id FROM point_exports WHERE status IN ('queued', 'processing') ORDER BY created_at")
          .all()
          .map((r) => r.id);
        db.prepare("UPDATE point_exports SET status = 'queued', done = 0 WHERE status = 'processing'").run();
        return ids;
      })();
    },
  };
}
