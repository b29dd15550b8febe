// GET /v1/app/analytics/shipping (docs/decisions/analytics.md "Shipping"): the company's shipping spend per Moscow
// day or delivery service from the money ledger, and its deliveries on time against the tariffs' promised terms.
// Admin only, like the calculations' analytics (money); a provider-limited API token sees its services only, as
// in the orders list. Read in a reader thread on SQLite (db/read-pool.ts), as the status lag is.
import { createRoute } from '@hono/zod-openapi';
import { shippingAnswer, shippingQuery, type ShippingAnswer } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { readPoolOf } from '../db/read-pool';
import { ROLE_SETS } from '../middleware/roles';
import { tokenProviders } from '../middleware/token-providers';
import { checkedPeriod } from './analytics-period';
import { createRouter, encodedJson, errorAnswers, guard, jsonAnswer } from './route-kit';

export function shippingAnalyticsRoutes(deps: RouteDeps) {
  const r = createRouter();
  const reads = readPoolOf(deps);
  const route = createRoute({
    method: 'get', path: '/analytics/shipping', tags: ['analytics'], ...guard(deps.auth, ...ROLE_SETS.adminOnly),
    summary: 'Shipping spend (order charges less refunds), average cost per order and deliveries on time per Moscow day or delivery service over a period of Moscow days (from and to included)',
    request: { query: shippingQuery },
    responses: {
      200: jsonAnswer(shippingAnswer, '{total, items}: one row per day or service'),
      400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403],
    },
  });
  r.openapi(route, async (c) => {
    const { from, to, groupBy } = c.req.valid('query');
    const scope = { companyId: c.get('auth').companyId, providers: tokenProviders(c) };
    return encodedJson<ShippingAnswer>(c, (await reads.shipping({ scope, period: checkedPeriod(from, to), groupBy })) as Buffer<ArrayBuffer>);
  });
  return r;
}
