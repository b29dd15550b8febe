// The product's point export (POST /v1/app/list/points with params and a null body; a job has id, status, url,
// filter; docs/decisions/points.md). The POST (points/start-export.ts) checks the filter (040010 / 040011 at
// once, not in a failed job), counts the rows and answers the queued job; points/export-runner.ts builds the
// .xlsx in a worker thread. Poll GET .../exports/{id} for status, done and total; when done, `url` is the file's
// address. Jobs and files belong to the caller's company (another company gets 404) and live a day after their
// last change. A company runs one export at a time: a second start while one is queued or running answers 409
// (a 100,000-row sheet takes the worker seconds and a few hundred MB).
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorEnvelope, pointExport } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { pointExportsRepo, toPointExport } from '../db/repos/point-exports';
import { fail } from '../lib/api-failure';
import { exportFileStream } from '../points/export-file-stream';
import { XLSX_MIME } from '../points/export-sheet';
import { pointExportRunner } from '../points/export-runner';
import { startPointExport } from '../points/start-export';
import { errorAnswers, guard, jsonAnswer, type Router } from './route-kit';

const tags = ['points'];
const notFoundAnswer = jsonAnswer(errorEnvelope, "Unknown, expired or another company's export (040404)");
const params = z.object({ id: z.string().min(1).max(64) });

export function addPointExportRoutes(r: Router, deps: RouteDeps): void {
  const { db, auth, now } = deps;
  const jobs = pointExportsRepo(db);
  const runner = pointExportRunner(deps);

  const create = createRoute({
    method: 'post', path: '/app/list/points', tags, ...guard(auth),
    summary: 'Export the filtered points to .xlsx: answers the queued job (id, status, url, filter, done, total)',
    request: { query: z.object({ filter: z.string().max(2000).optional() }) },
    responses: {
      200: jsonAnswer(pointExport, 'The job, queued'),
      400: errorAnswers[400], 401: errorAnswers[401],
      409: jsonAnswer(errorEnvelope, "The company's previous export is still queued or running (040903)"),
    },
  });
  r.openapi(create, async (c) => {
    const filter = c.req.valid('query').filter?.trim() ?? '';
    const { companyId, userId } = c.get('auth');
    const job = await startPointExport(db, { companyId, userId, filter, lang: c.get('lang') }, now());
    runner.enqueue();
    return c.json(toPointExport(job), 200);
  });

  const status = createRoute({
    method: 'get', path: '/app/list/points/exports/{id}', tags, ...guard(auth),
    summary: 'A point export job: queued, processing (done of total), done (url) or failed',
    request: { params },
    responses: { 200: jsonAnswer(pointExport, 'The job'), 401: errorAnswers[401], 404: notFoundAnswer },
  });
  r.openapi(status, async (c) => {
    const job = await jobs.own(c.req.valid('param').id, c.get('auth').companyId);
    if (!job) throw fail.notFound();
    return c.json(toPointExport(job), 200);
  });

  const file = createRoute({
    method: 'get', path: '/app/list/points/exports/{id}/file', tags, ...guard(auth),
    summary: 'The finished export as .xlsx (404 until the job is done)',
    request: { params },
    responses: {
      200: { description: 'The workbook, as an attachment', content: { [XLSX_MIME]: { schema: z.string() } } },
      401: errorAnswers[401], 404: notFoundAnswer,
    },
  });
  r.openapi(file, async (c) => {
    const stored = await jobs.ownFile(c.req.valid('param').id, c.get('auth').companyId);
    if (!stored) throw fail.notFound();
    return c.body(exportFileStream(jobs, stored.id), 200, {
      'Content-Type': XLSX_MIME,
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="${stored.file_name}"`,
      'Cache-Control': 'private, max-age=3600',
    });
  });
}
