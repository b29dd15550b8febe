// Pickup points, one list for every company (docs/decisions/points.md): GET /v1/lists/points and
// /v1/app/list/points, 100 a page, with the filter syntax over id, providerKey, code, type,
// availableOperation, paymentCard, paymentCash, cod, city, postIndex, enabled and name (% = contains,
// case-insensitive), e.g. `filter=city=Москва;providerKey=cdek;availableOperation=[2,3]`. Any signed-in
// user may read them. The body is built as text from the stored items (point_docs), as sync pages are.
// The export job (POST /v1/app/list/points) is routes/point-exports.ts.
import { createRoute } from '@hono/zod-openapi';
import type { z } from 'zod';
import { listEnvelope, listQuery, point } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { pointPage, pointWhere } from '../db/repos/point-list';
import { addPointExportRoutes } from './point-exports';
import { createRouter, encodedJson, errorAnswers, guard, jsonAnswer } from './route-kit';

const pointPageAnswer = listEnvelope(point);

export const POINT_LIST_PATHS = ['/lists/points', '/app/list/points'] as const;

/** Mounted at /v1: the product puts the list under both /v1/lists and /v1/app/list. */
export function pointRoutes(deps: RouteDeps) {
  const { db, auth } = deps;
  const r = createRouter();
  for (const path of POINT_LIST_PATHS) {
    const route = createRoute({
      method: 'get', path, tags: ['points'], ...guard(auth),
      summary: 'Pickup points, postamats, post offices and terminals; filter e.g. city=Москва;providerKey=cdek;availableOperation=[2,3]',
      request: { query: listQuery },
      responses: {
        200: jsonAnswer(pointPageAnswer, 'One page: {total, items}'),
        400: errorAnswers[400], 401: errorAnswers[401],
      },
    });
    r.openapi(route, async (c) => {
      const q = c.req.valid('query');
      const page = await pointPage(db, pointWhere(q.filter), { page: q.page, limit: q.limit });
      const body = `{"total":${page.total},"items":[${page.docs.join(',')}]}`;
      return encodedJson<z.infer<typeof pointPageAnswer>>(c, Buffer.from(body));
    });
  }
  addPointExportRoutes(r, deps);
  return r;
}
