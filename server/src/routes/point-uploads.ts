// The upload of a Yandex Market integration's pickup points to the marketplace:
// POST .../integrations/{id}/points-upload answers 202 with the queued task (modules/point-upload-runner.ts does
// the work after the answer); GET .../points-upload lists the integration's tasks, newest first; GET
// .../points-upload/{taskId} follows one. One at a time per integration: a second start while one is queued or
// processing answers 409 040904. An integration that is not the caller's (another company's, another
// setting's) answers 403 as the resource calls do; an unknown task of the caller's integration 404.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { ERROR_CODES, MODULE_PATHS, errorEnvelope, pointUploadTask } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import type { RouteDeps } from '../deps';
import { moduleIntegrationRows, type ModuleIntegrationRow } from '../db/repos/module-integrations';
import { pointUploadsPage, pointUploadsRepo, toPointUploadTask } from '../db/repos/point-uploads';
import { ApiFailure, fail } from '../lib/api-failure';
import { assertOwnCompany } from '../middleware/company-scope';
import { ROLE_SETS } from '../middleware/roles';
import { pointUploadRunner } from '../modules/point-upload-runner';
import { addListRoute } from './list-kit';
import { settingsParams, underApp } from './module-kit';
import { errorAnswers, guard, jsonAnswer, type Router } from './route-kit';

const tags = ['marketplaces'];
const PATH = `${underApp(MODULE_PATHS.yamarket)}/{settingsId}/integrations/{id}/points-upload`;
const integrationParams = settingsParams.extend({ id: z.string().min(1).max(100) });
const taskParams = integrationParams.extend({ taskId: z.string().min(1).max(100) });
const answers = { 401: errorAnswers[401], 403: errorAnswers[403] };

export function addPointUploadRoutes(r: Router, { db, auth, now, instance }: RouteDeps): void {
  const integrations = moduleIntegrationRows(db);
  const tasks = pointUploadsRepo(db);
  const runner = pointUploadRunner(db, instance, now);
  const secured = guard(auth, ...ROLE_SETS.adminOnly);

  /** The caller's Yandex Market integration under the path's setting; anything else answers 403. */
  const ownIntegration = async (c: Context<AppEnv>): Promise<ModuleIntegrationRow> => {
    const { settingsId, id } = c.req.param() as { settingsId: string; id: string };
    const row = await integrations.byId(id);
    assertOwnCompany(c, row);
    if (row?.kind !== 'yamarket' || row.settings_id !== settingsId) throw fail.forbidden();
    return row;
  };

  const start = createRoute({
    method: 'post', path: PATH, tags, ...secured,
    summary: "Upload the integration's pickup points to Yandex Market: answers the queued task; the work runs after the answer",
    request: { params: integrationParams },
    responses: {
      202: jsonAnswer(pointUploadTask, 'The task, queued'),
      400: errorAnswers[400], ...answers,
      409: jsonAnswer(errorEnvelope, "The integration's previous upload is still queued or processing (040904)"),
    },
  });
  r.openapi(start, async (c) => {
    const integration = await ownIntegration(c);
    const task = await tasks.create(integration.company_id, integration.id, now());
    if (!task) throw new ApiFailure(409, ERROR_CODES.uploadInProgress, 'exportInProgress');
    runner.claimFree();
    return c.json(toPointUploadTask(task, c.get('lang')), 202);
  });

  addListRoute(r, auth, {
    path: PATH, tags, summary: "The integration's point uploads, newest first: {total, items}", item: pointUploadTask,
    roles: [...ROLE_SETS.adminOnly], params: integrationParams,
    fields: { id: { column: 'id', type: 'string' }, status: { column: 'status', type: 'string' } },
    load: async (c, where, paging) => {
      const page = await pointUploadsPage(db, (await ownIntegration(c)).id, where, paging);
      return { total: page.total, items: page.rows.map((row) => toPointUploadTask(row, c.get('lang'))) };
    },
  });

  const follow = createRoute({
    method: 'get', path: `${PATH}/{taskId}`, tags, ...secured,
    summary: 'One point upload: queued, processing (uploaded and failed of total), done or failed',
    request: { params: taskParams },
    responses: {
      200: jsonAnswer(pointUploadTask, 'The task'), 400: errorAnswers[400], ...answers,
      404: jsonAnswer(errorEnvelope, 'No such upload of this integration (040404)'),
    },
  });
  r.openapi(follow, async (c) => {
    const integration = await ownIntegration(c);
    const task = await tasks.byId(c.req.valid('param').taskId);
    if (task?.integration_id !== integration.id) throw fail.notFound();
    return c.json(toPointUploadTask(task, c.get('lang')), 200);
  });
}
