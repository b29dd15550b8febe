// POST /v1/app/orders/{id}/cancel, /{id}/resend and /statuses (refresh): the order actions of the
// orders page. Refresh first applies whatever simulated status changes have come due for those orders,
// so the answer is as fresh as the delivery services would make it.
import { createRoute } from '@hono/zod-openapi';
import { listEnvelope, order } from '../../../src/contract';
import { ORDER_BODIES } from '../../../src/contract/changes/change-bodies';
import type { RouteDeps } from '../deps';
import { toOrder } from '../db/repos/order-row';
import { ordersRepo } from '../db/repos/orders';
import { ROLE_SETS } from '../middleware/roles';
import { cancelOrder } from '../orders/cancel-order';
import { orderCall } from '../orders/order-call';
import { resendOrder } from '../orders/resend-order';
import { applyDue } from '../sim/apply-due';
import { errorAnswers, jsonAnswer, jsonBody, type Router } from './route-kit';
import { orderAnswers, orderGuard, orderIdParams } from './order-route-kit';
import { ORDER_CHANGES } from '../../../src/contract/changes';
import { changeRoute, ORDERS_PREFIX } from './change-routes';

const tags = ['orders'];

export function addOrderActionRoutes(r: Router, deps: RouteDeps): void {
  const { db, now, config } = deps;
  const cancel = createRoute({
    ...changeRoute(ORDER_CHANGES.cancel, ORDERS_PREFIX), tags, ...orderGuard(deps, ...ROLE_SETS.orders),
    summary: 'Cancel in the aggregator and at the delivery service (again: 040081; too late: 040306)',
    request: { params: orderIdParams },
    responses: { 200: jsonAnswer(order, 'The cancelled order'), ...orderAnswers },
  });
  r.openapi(cancel, async (c) => {
    const row = await cancelOrder(orderCall(c, db, now()), c.req.valid('param').id);
    return c.json(toOrder(row, c.get('lang')), 200);
  });

  const resend = createRoute({
    ...changeRoute(ORDER_CHANGES.resend, ORDERS_PREFIX), tags, ...orderGuard(deps, ...ROLE_SETS.orders),
    summary: 'Send a refused order (uploadingError) to its delivery service again (else 040082)',
    request: { params: orderIdParams },
    responses: { 200: jsonAnswer(order, 'The order, back in uploading'), ...orderAnswers },
  });
  r.openapi(resend, async (c) => {
    const row = await resendOrder(orderCall(c, db, now()), c.req.valid('param').id);
    return c.json(toOrder(row, c.get('lang')), 200);
  });

  const statuses = createRoute({
    ...changeRoute(ORDER_CHANGES.statuses, ORDERS_PREFIX), tags, ...orderGuard(deps, ...ROLE_SETS.orders),
    summary: "Refresh the statuses of up to 100 orders; ids that are not the caller's are left out",
    request: { body: jsonBody(ORDER_BODIES.statuses) },
    responses: {
      200: jsonAnswer(listEnvelope(order), 'The orders as they are now'),
      400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403],
    },
  });
  r.openapi(statuses, async (c) => {
    const ids = [...new Set(c.req.valid('json').orderIds)];
    const { companyId } = c.get('auth');
    await applyDue(db, { now: now(), failRate: config.simFailRate ?? 0, tracingId: c.get('tracingId') }, { companyId, ids });
    const rows = await ordersRepo(db).ownMany(ids, companyId);
    return c.json({ total: rows.length, items: rows.map((row) => toOrder(row, c.get('lang'))) }, 200);
  });
}
