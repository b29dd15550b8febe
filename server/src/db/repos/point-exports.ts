// The product's point export jobs (id, status, url, filter): created queued by POST /v1/app/list/points, moved
// along by points/export-runner.ts, read by their company only, one unfinished at a time per company,
// dropped a day after their last change by the hourly housekeeping (their files, kept beside the
// database, go with them: points/export-files.ts).
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { PointExport, PointExportStatus } from '../../../../src/contract';
import type { Lang } from '../../lib/texts';
import type { SqlDb } from '../sql/sql-db';

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

const ROW_COLUMNS = sql.raw('id, company_id, user_id, filter, lang, status, done, total, file_name, error, created_at, updated_at');

export const pointExportFileUrl = (id: string) => `/v1/app/list/points/exports/${id}/file`;

export function toPointExport(row: PointExportRow): PointExport {
  return {
    id: row.id, status: row.status, url: row.status === 'done' ? pointExportFileUrl(row.id) : '', filter: row.filter,
    done: row.done, total: row.total, created: new Date(row.created_at).toISOString(),
  };
}

export type NewPointExport = { companyId: number; userId: number; filter: string; lang: Lang; total: number };

export function pointExportsRepo(db: SqlDb) {
  return {
    /** A queued job, or undefined when the company has one queued or running: the partial unique index
     *  point_exports_unfinished decides, so two racing creates make one job whatever the number of writers
     *  (the caller's 409). */
    create: ({ companyId, userId, filter, lang, total }: NewPointExport, now: number): Promise<PointExportRow | undefined> =>
      db.get(sql<PointExportRow>`
        INSERT INTO point_exports (id, company_id, user_id, filter, lang, status, done, total, created_at, updated_at)
        VALUES (${randomUUID()}, ${companyId}, ${userId}, ${filter}, ${lang}, 'queued', 0, ${total}, ${now}, ${now})
        ON CONFLICT DO NOTHING RETURNING ${ROW_COLUMNS}`),
    /** Drops jobs unchanged for a day; answers their ids, whose files the caller removes. By the last change
     *  rather than creation, so a big export keeps its file a whole day; a job stuck for a day goes too, so it
     *  cannot hold its company's one export slot for ever. */
    purgeExpired: async (now: number): Promise<string[]> =>
      (await db.all(sql<{ id: string }>`DELETE FROM point_exports WHERE updated_at < ${now - POINT_EXPORT_TTL_MS} RETURNING id`)).map((r) => r.id),
    byId: (id: string) => db.get(sql<PointExportRow>`SELECT ${ROW_COLUMNS} FROM point_exports WHERE id = ${id}`),
    /** Whether the company has an export queued or running (one at a time per company). */
    hasUnfinished: async (companyId: number): Promise<boolean> =>
      (await db.get(sql`SELECT id FROM point_exports WHERE company_id = ${companyId} AND status IN ('queued', 'processing') LIMIT 1`)) !== undefined,
    /** The caller's job, or undefined for a missing id and another company's alike. */
    own: (id: string, companyId: number) =>
      db.get(sql<PointExportRow>`SELECT ${ROW_COLUMNS} FROM point_exports WHERE id = ${id} AND company_id = ${companyId}`),
    ownFile: (id: string, companyId: number) =>
      db.get(sql<{ id: string; file_name: string }>`SELECT id, file_name FROM point_exports WHERE id = ${id} AND company_id = ${companyId} AND status = 'done'`),
    /** Only while unfinished: a progress written late (the writes are not awaited in order) never undoes the end. */
    progress: async (id: string, done: number, now: number): Promise<void> =>
      void (await db.run(sql`UPDATE point_exports SET status = 'processing', done = ${done}, updated_at = ${now}
        WHERE id = ${id} AND status IN ('queued', 'processing')`)),
    /** Done: the rows the file holds become done and total (points may have changed since the count). */
    finish: async (id: string, rows: number, fileName: string, size: number, now: number): Promise<void> =>
      void (await db.run(sql`UPDATE point_exports SET status = 'done', done = ${rows}, total = ${rows}, file_name = ${fileName}, size = ${size},
        updated_at = ${now} WHERE id = ${id}`)),
    fail: async (id: string, error: string, now: number): Promise<void> =>
      void (await db.run(sql`UPDATE point_exports SET status = 'failed', error = ${error.slice(0, 1000)}, updated_at = ${now} WHERE id = ${id}`)),
    /** Jobs a stopped server left queued or half done, oldest first, set back to queued to run again. */
    requeueUnfinished: (): Promise<string[]> =>
      db.tx(async (tx) => {
        const ids = await tx.all(sql<{ id: string }>`SELECT id FROM point_exports WHERE status IN ('queued', 'processing') ORDER BY created_at`);
        await tx.run(sql`UPDATE point_exports SET status = 'queued', done = 0 WHERE status = 'processing'`);
        return ids.map((r) => r.id);
      }),
  };
}
