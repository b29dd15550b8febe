// Uploads of an integration's pickup points to Yandex Market: created queued by the POST, moved along by
// modules/point-upload-runner.ts, read by their company only, one queued or processing at a time per
// integration (a second start answers 409 040904). Refusals are kept as reasons, not texts, so each reader
// gets them in their own language; at most the first 100, `failed` counts them all.
import { sql } from 'kysely';
import type { PointUploadStatus, PointUploadTask } from '../../../../src/contract';
import type { SqlWhere } from '../../lib/filter';
import { orderedId } from '../../lib/ordered-id';
import { text, type Lang } from '../../lib/texts';
import type { PageRequest } from '../page-query';
import { holderGone } from '../../instances/instance';
import { forUpdateSkipLocked } from '../sql/dialect';
import type { SqlDb } from '../sql/sql-db';
import { whereClause } from '../sql/where';
import { isoTime } from '../synced-row';

/** Refusals kept with the task; the rest are only counted. */
export const KEPT_UPLOAD_ERRORS = 100;
/** A task whose claim has not moved for this long is taken over even from a live instance (a stuck run). */
export const UPLOAD_STUCK_MS = 10 * 60 * 1000;

export type UploadRefusal = { pointId: string; name: string; reason: 'pointWithoutHours' };

export type PointUploadRow = {
  id: string; company_id: number; integration_id: string; status: PointUploadStatus; total: number; uploaded: number;
  failed: number; errors_json: string; created_at: number; updated_at: number;
};

export const toPointUploadTask = (row: PointUploadRow, lang: Lang): PointUploadTask => ({
  id: row.id,
  integrationId: row.integration_id,
  status: row.status,
  total: row.total,
  uploaded: row.uploaded,
  errors: (JSON.parse(row.errors_json) as UploadRefusal[]).map((e) => ({ pointId: e.pointId, message: text(e.reason, lang, { name: e.name }) })),
  failed: row.failed,
  created: isoTime(row.created_at),
  updated: isoTime(row.updated_at),
});

export type UploadProgress = { uploaded: number; failed: number; errors: UploadRefusal[] };

export function pointUploadsRepo(db: SqlDb) {
  return {
    /** A queued task, unless the integration has one queued or processing: then undefined (the caller's 409).
     *  The partial unique index point_upload_tasks_unfinished decides, so two racing starts make one task
     *  whatever the number of writers. Its id sorts as made (the list's order within one millisecond). */
    create: (companyId: number, integrationId: string, at: number): Promise<PointUploadRow | undefined> =>
      db.get(sql<PointUploadRow>`
        INSERT INTO point_upload_tasks (id, company_id, integration_id, status, created_at, updated_at)
        VALUES (${orderedId()}, ${companyId}, ${integrationId}, 'queued', ${at}, ${at}) ON CONFLICT DO NOTHING RETURNING *`),
    byId: (id: string): Promise<PointUploadRow | undefined> => db.get(sql<PointUploadRow>`SELECT * FROM point_upload_tasks WHERE id = ${id}`),
    /** Takes the oldest unfinished task no live instance works on (queued, or left by an instance that has gone
     *  or stuck) for `owner`, set back to its start. One statement; claims racing on several instances each take
     *  a different task. */
    claimNext: (owner: string, at: number): Promise<PointUploadRow | undefined> =>
      db.get(sql<PointUploadRow>`
        UPDATE point_upload_tasks SET status = 'queued', total = 0, uploaded = 0, failed = 0, errors_json = '[]',
          claimed_by = ${owner}, updated_at = ${at}
        WHERE id = (
          SELECT id FROM point_upload_tasks
          WHERE status IN ('queued', 'processing') AND (${holderGone('claimed_by', at)} OR updated_at < ${at - UPLOAD_STUCK_MS})
          ORDER BY created_at LIMIT 1 ${forUpdateSkipLocked(db.dialect)})
        RETURNING *`),
    /** The points are chosen: their number is the total. Each write below lands only while the task is still the
     *  claimant's, and answers whether it did (false: deleted with its integration, or taken over). */
    start: async (id: string, owner: string, total: number, at: number): Promise<boolean> =>
      (await db.run(sql`UPDATE point_upload_tasks SET status = 'processing', total = ${total}, updated_at = ${at}
        WHERE id = ${id} AND claimed_by = ${owner} AND status = 'queued'`)) === 1,
    progress: async (id: string, owner: string, p: UploadProgress, at: number): Promise<boolean> =>
      (await db.run(sql`UPDATE point_upload_tasks SET uploaded = ${p.uploaded}, failed = ${p.failed}, errors_json = ${JSON.stringify(p.errors)},
        updated_at = ${at} WHERE id = ${id} AND claimed_by = ${owner} AND status = 'processing'`)) === 1,
    finish: async (id: string, owner: string, status: 'done' | 'failed', at: number): Promise<boolean> =>
      (await db.run(sql`UPDATE point_upload_tasks SET status = ${status}, updated_at = ${at}
        WHERE id = ${id} AND claimed_by = ${owner} AND status IN ('queued', 'processing')`)) === 1,
    /** Whether the task is still the claimant's to work on. */
    stillClaimed: async (id: string, owner: string): Promise<boolean> =>
      (await db.get(sql`SELECT id FROM point_upload_tasks WHERE id = ${id} AND claimed_by = ${owner} AND status IN ('queued', 'processing')`)) !== undefined,
  };
}

/** One page of one integration's uploads, newest first (as db/sql/list-page.ts, past-the-end included);
 *  the ids order two made in one millisecond. Count and page come from one snapshot. */
export function pointUploadsPage(db: SqlDb, integrationId: string, where: SqlWhere[], paging: PageRequest) {
  const scoped = whereClause(db.dialect, [{ sql: 'integration_id = ?', params: [integrationId] }, ...where]);
  return db.tx(async (tx) => {
    const total = (await tx.get(sql<{ total: number }>`SELECT count(*) AS total FROM point_upload_tasks ${scoped}`))?.total ?? 0;
    const offset = (paging.page - 1) * paging.limit;
    if (offset >= total) return { total, rows: [] as PointUploadRow[] };
    const rows = await tx.all(sql<PointUploadRow>`
      SELECT * FROM point_upload_tasks ${scoped} ORDER BY created_at DESC, id DESC LIMIT ${paging.limit} OFFSET ${offset}`);
    return { total, rows };
  }, { readOnly: true, isolation: 'repeatable read' });
}
