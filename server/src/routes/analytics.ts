// GET /v1/app/analytics/calculations (docs/decisions/analytics.md; docs/api.md "Paths"): the company's
// calculations grouped by Moscow day, delivery service or destination city. Admin only, like billing.
import { createRoute } from '@hono/zod-openapi';
import { analyticsAnswer, analyticsQuery } from '../../../src/contract';
import { calculationStats } from '../analytics/calculation-stats';
import type { RouteDeps } from '../deps';
import { ROLE_SETS } from '../middleware/roles';
import { checkedPeriod } from './analytics-period';
import { createRouter, errorAnswers, guard, jsonAnswer } from './route-kit';

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
    checkedPeriod(from, to);
    const items = await stats(c.get('auth').companyId, from, to, groupBy);
    return c.json({ total: items.length, items }, 200);
  });
  return r;
}
