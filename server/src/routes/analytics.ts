// GET /v1/app/analytics/calculations (docs/decisions/analytics.md; docs/api.md "Paths"): the company's
// calculations grouped by Moscow day, delivery service or destination city. Admin only, like billing.
import { createRoute } from '@hono/zod-openapi';
import { analyticsAnswer, analyticsQuery, ANALYTICS_MAX_DAYS } from '../../../src/contract';
import { calculationStats } from '../analytics/calculation-stats';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { ROLE_SETS } from '../middleware/roles';
import { createRouter, errorAnswers, guard, jsonAnswer } from './route-kit';

const DAY_MS = 24 * 3600_000;

export function analyticsRoutes({ db, auth }: RouteDeps) {
  const r = createRouter();
  const stats = calculationStats(db);
  const route = createRoute({
    method: 'get', path: '/analytics/calculations', tags: ['analytics'], ...guard(auth, ...ROLE_SETS.adminOnly),
    summary: 'Calculations by day, delivery service or destination city over a period of Moscow days (from and to included)',
    request: { query: analyticsQuery },
    responses: { 200: jsonAnswer(analyticsAnswer, '{total, items}: one row per group'), 400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403] },
  });
  r.openapi(route, async (c) => {
    const { from, to, groupBy } = c.req.valid('query');
    const start = Date.parse(`${from}T00:00:00Z`);
    const end = Date.parse(`${to}T00:00:00Z`);
    if (Number.isNaN(start)) throw fail.badRequest('invalidValue', 'from');
    if (Number.isNaN(end) || end < start || (end - start) / DAY_MS >= ANALYTICS_MAX_DAYS) throw fail.badRequest('invalidValue', 'to');
    const items = await stats(c.get('auth').companyId, from, to, groupBy);
    return c.json({ total: items.length, items }, 200);
  });
  return r;
}
