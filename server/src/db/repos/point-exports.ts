// The product's point export jobs (id, status, url, filter): created queued by POST /v1/app/list/points, claimed
// and moved along by points/export-runner.ts on any instance, read by their company only, one unfinished at a
// time per company, dropped a day after their last change by the hourly housekeeping with their files, which
// are kept in the database in chunks so any instance serves them (docs/decisions/scale-out.md).
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { PointExport, PointExportStatus } from '../../../../src/contract';
import { holderGone } from '../../instances/instance';
import type { Lang } from '../../lib/texts';
import { forUpdateSkipLocked } from '../sql/dialect';
import type { SqlDb } from '../sql/sql-db';

/** How long a job and its file are kept after its last change (for a finished job: after it finished). */
export const POINT_EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** A job whose claim has not moved for this long is taken over even from a live instance (a stuck worker);
 *  its first claimant's result is then refused, so one result is kept. */
export const EXPORT_STUCK_MS = 30 * 60 * 1000;
/** Bytes of a file per stored chunk: a download reads one at a time. */
export const EXPORT_CHUNK_BYTES = 1024 * 1024;

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
    purgeExpired: (now: number): Promise<string[]> =>
      db.tx(async (tx) => {
        const ids = (await tx.all(sql<{ id: string }>`DELETE FROM point_exports WHERE updated_at < ${now - POINT_EXPORT_TTL_MS} RETURNING id`)).map((r) => r.id);
        if (ids.length) await tx.run(sql`DELETE FROM point_export_chunks WHERE export_id IN (${sql.join(ids)})`);
        return ids;
      }),
    byId: (id: string) => db.get(sql<PointExportRow>`SELECT ${ROW_COLUMNS} FROM point_exports WHERE id = ${id}`),
    /** Whether the company has an export queued or running (one at a time per company). */
    hasUnfinished: async (companyId: number): Promise<boolean> =>
      (await db.get(sql`SELECT id FROM point_exports WHERE company_id = ${companyId} AND status IN ('queued', 'processing') LIMIT 1`)) !== undefined,
    /** The caller's job, or undefined for a missing id and another company's alike. */
    own: (id: string, companyId: number) =>
      db.get(sql<PointExportRow>`SELECT ${ROW_COLUMNS} FROM point_exports WHERE id = ${id} AND company_id = ${companyId}`),
    ownFile: (id: string, companyId: number) =>
      db.get(sql<{ id: string; file_name: string; size: number }>`
        SELECT id, file_name, size FROM point_exports WHERE id = ${id} AND company_id = ${companyId} AND status = 'done'`),
    /** Takes the oldest job no live instance works on for `owner`: a queued one, or one whose claimant has gone
     *  or stuck. One statement; claims racing on several instances each take a different job. */
    claimNext: (owner: string, now: number): Promise<PointExportRow | undefined> =>
      db.get(sql<PointExportRow>`
        UPDATE point_exports SET status = 'processing', done = 0, claimed_by = ${owner}, updated_at = ${now}
        WHERE id = (
          SELECT id FROM point_exports
          WHERE status = 'queued'
             OR (status = 'processing' AND (${holderGone('claimed_by', now)} OR updated_at < ${now - EXPORT_STUCK_MS}))
          ORDER BY created_at LIMIT 1 ${forUpdateSkipLocked(db.dialect)})
        RETURNING ${ROW_COLUMNS}`),
    /** Whether the job is still this claimant's: a progress written late never undoes the end, and one written
     *  after a takeover is refused. */
    progress: async (id: string, owner: string, done: number, now: number): Promise<boolean> =>
      (await db.run(sql`UPDATE point_exports SET done = ${done}, updated_at = ${now}
        WHERE id = ${id} AND status = 'processing' AND claimed_by = ${owner}`)) === 1,
    /** Done: the file stored with the status in one transaction, only while the claim is this owner's (else
     *  nothing is stored and false is answered). Its rows become done and total (points may have changed since
     *  the count). */
    finish: (id: string, owner: string, done: { rows: number; fileName: string; content: Uint8Array }, now: number): Promise<boolean> =>
      db.tx(async (tx) => {
        const ours = await tx.run(sql`
          UPDATE point_exports SET status = 'done', done = ${done.rows}, total = ${done.rows}, file_name = ${done.fileName},
            size = ${done.content.length}, updated_at = ${now}
          WHERE id = ${id} AND status = 'processing' AND claimed_by = ${owner}`);
        if (ours !== 1) return false;
        const { content } = done;
        for (let seq = 0; seq * EXPORT_CHUNK_BYTES < content.length; seq++) {
          const from = seq * EXPORT_CHUNK_BYTES;
          const bytes = Buffer.from(content.buffer, content.byteOffset + from, Math.min(EXPORT_CHUNK_BYTES, content.length - from));
          await tx.run(sql`INSERT INTO point_export_chunks (export_id, seq, bytes) VALUES (${id}, ${seq}, ${bytes})`);
        }
        return true;
      }),
    fail: async (id: string, owner: string, error: string, now: number): Promise<void> =>
      void (await db.run(sql`UPDATE point_exports SET status = 'failed', error = ${error.slice(0, 1000)}, updated_at = ${now}
        WHERE id = ${id} AND status = 'processing' AND claimed_by = ${owner}`)),
    /** One chunk of a finished job's file, in order from 0; undefined past the last. */
    fileChunk: async (id: string, seq: number): Promise<Uint8Array | undefined> =>
      (await db.get(sql<{ bytes: Uint8Array }>`SELECT bytes FROM point_export_chunks WHERE export_id = ${id} AND seq = ${seq}`))?.bytes,
  };
}

export type PointExports = ReturnType<typeof pointExportsRepo>;
