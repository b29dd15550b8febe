// GET /v1/app/analytics/status-lag (docs/decisions/analytics.md "Status lag"): how long the company's orders
// stayed in each status per delivery service, and how many are stuck now. Read by whoever reads orders; a
// provider-limited API token sees its services only, as in the orders list. The device keeps the answer without
// a period (statusLag, docs/sync.md) and asks again each round with If-None-Match: unchanged, it is a 304.
import { createRoute } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import { STATUS_LAG_READERS, statusLagAnswer, statusLagQuery, type StatusLagAnswer } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { readPoolOf } from '../db/read-pool';
import { fail } from '../lib/api-failure';
import { tokenProviders } from '../middleware/token-providers';
import { checkedPeriod } from './analytics-period';
import { createRouter, encodedJson, errorAnswers, guard, jsonAnswer } from './route-kit';

/** The period of Moscow days asked for, null for the default window; 400 for one end alone or a bad period. */
function periodOf(from: string | undefined, to: string | undefined) {
  if (from === undefined && to === undefined) return null;
  if (from === undefined) throw fail.badRequest('invalidValue', 'from');
  if (to === undefined) throw fail.badRequest('invalidValue', 'to');
  return checkedPeriod(from, to);
}

export function statusLagRoutes(deps: RouteDeps) {
  const { auth, now } = deps;
  const r = createRouter();
  // Read in a reader thread on SQLite (db/read-pool.ts), as the orders list is.
  const reads = readPoolOf(deps);
  const guarded = guard(auth, ...STATUS_LAG_READERS);
  const route = createRoute({
    method: 'get', path: '/analytics/status-lag', tags: ['analytics'], ...guarded, middleware: [...guarded.middleware, etag()],
    summary: 'Hours orders stayed in each status per delivery service (median, p90) over a period of Moscow days, and how many are stuck now; without from and to, the last 30 days',
    request: { query: statusLagQuery },
    responses: {
      200: jsonAnswer(statusLagAnswer, '{total, items}: one row per service and status'),
      304: { description: 'Unchanged since the ETag sent in If-None-Match' },
      400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403],
    },
  });
  r.openapi(route, async (c) => {
    const { from, to } = c.req.valid('query');
    const period = periodOf(from, to);
    const scope = { companyId: c.get('auth').companyId, providers: tokenProviders(c) };
    return encodedJson<StatusLagAnswer>(c, (await reads.statusLag({ scope, period, now: now() })) as Buffer<ArrayBuffer>);
  });
  return r;
}
