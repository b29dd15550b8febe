// Uploads of an integration's pickup points to Yandex Market: created queued by the POST, moved along by
// modules/point-upload-runner.ts, read by their company only, one queued or processing at a time per
// integration (a second start answers 409 040904). Refusals are kept as reasons, not texts, so each reader
// gets them in their own language; at most the first 100, `failed` counts them all.
import { randomUUID } from 'node:crypto';
import type { PointUploadStatus, PointUploadTask } from '../../../../src/contract';
import { text, type Lang } from '../../lib/texts';
import type { Db } from '../db-type';
import { isoTime } from '../synced-table';

/** Refusals kept with the task; the rest are only counted. */
export const KEPT_UPLOAD_ERRORS = 100;

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

export function pointUploadsRepo(db: Db) {
  const insert = db.prepare<[string, number, string, number, number]>(
    `INSERT INTO point_upload_tasks (id, company_id, integration_id, status, created_at, updated_at) VALUES (?, ?, ?, 'queued', ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const byId = db.prepare<[string], PointUploadRow>('SELECT * FROM point_upload_tasks WHERE id = ?');
  const start = db.prepare<[number, number, string]>("UPDATE point_upload_tasks SET status = 'processing', total = ?, updated_at = ? WHERE id = ?");
  const progress = db.prepare<[number, number, string, number, string]>(
    'UPDATE point_upload_tasks SET uploaded = ?, failed = ?, errors_json = ?, updated_at = ? WHERE id = ?',
  );
  const finish = db.prepare<[PointUploadStatus, number, string]>('UPDATE point_upload_tasks SET status = ?, updated_at = ? WHERE id = ?');

  return {
    /** A queued task, unless the integration has one queued or processing: then undefined (the caller's 409).
     *  A unique index decides, so two racing starts make one task whatever the number of writers. */
    create(companyId: number, integrationId: string, at: number): PointUploadRow | undefined {
      const id = randomUUID();
      return insert.run(id, companyId, integrationId, at, at).changes ? byId.get(id) : undefined;
    },
    byId: (id: string): PointUploadRow | undefined => byId.get(id),
    /** The points are chosen: their number is the total. */
    start: (id: string, total: number, at: number) => void start.run(total, at, id),
    progress: (id: string, p: UploadProgress, at: number) =>
      void progress.run(p.uploaded, p.failed, JSON.stringify(p.errors), at, id),
    finish: (id: string, status: 'done' | 'failed', at: number) => void finish.run(status, at, id),
    /** Tasks a stopped server left queued or half done, set back to the start to run again. */
    requeueUnfinished(): string[] {
      return db.transaction(() => {
        const ids = db
          .prepare<[], { id: string }>("SELECT id FROM point_upload_tasks WHERE status IN ('queued', 'processing') ORDER BY created_at")
          .all()
          .map((r) => r.id);
        db.prepare("UPDATE point_upload_tasks SET status = 'queued', total = 0, uploaded = 0, failed = 0, errors_json = '[]' WHERE status = 'processing'").run();
        return ids;
      })();
    },
  };
}

/** The list of one integration's uploads, newest first (the list kit's source); rowid orders two made in one
 *  millisecond. */
export const pointUploadsSource = (integrationId: string) => ({
  from: 'point_upload_tasks', columns: '*', orderBy: 'created_at DESC, rowid DESC',
  scope: [{ sql: 'integration_id = ?', params: [integrationId] }],
});
