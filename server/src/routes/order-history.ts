// GET /v1/app/orders/{id}/status-history and /{id}/log: the order details' two tabs, oldest first, in
// the list envelope with page and limit. Like the details themselves they need api.order.info.
import { createRoute } from '@hono/zod-openapi';
import { ROLE_ORDER_INFO, listEnvelope, listQuery, orderLogEntry, orderStatusEntry } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { orderEventsRepo } from '../db/repos/order-events';
import { ordersRepo } from '../db/repos/orders';
import { ownOrder } from '../orders/own-order';
import { errorAnswers, jsonAnswer, type Router } from './route-kit';
import { orderAnswers, orderGuard, orderIdParams } from './order-route-kit';

const tags = ['orders'];
const pageQuery = listQuery.omit({ filter: true });

export function addOrderHistoryRoutes(r: Router, { db, auth }: RouteDeps): void {
  const orders = ordersRepo(db);
  const events = orderEventsRepo(db);

  const history = createRoute({
    method: 'get', path: '/{id}/status-history', tags, summary: 'Statuses the order went through, oldest first',
    ...orderGuard({ db, auth }, ROLE_ORDER_INFO),
    request: { params: orderIdParams, query: pageQuery },
    responses: { 200: jsonAnswer(listEnvelope(orderStatusEntry), 'One page'), 400: errorAnswers[400], ...orderAnswers },
  });
  r.openapi(history, async (c) => {
    const { id } = await ownOrder(orders, c.req.valid('param').id, c.get('auth').companyId);
    return c.json(await events.historyPage(id, c.req.valid('query'), c.get('lang')), 200);
  });

  const log = createRoute({
    method: 'get', path: '/{id}/log', tags, ...orderGuard({ db, auth }, ROLE_ORDER_INFO),
    summary: 'Calls to the aggregator and to the delivery service about the order, with X-Tracing-Id',
    request: { params: orderIdParams, query: pageQuery },
    responses: { 200: jsonAnswer(listEnvelope(orderLogEntry), 'One page'), 400: errorAnswers[400], ...orderAnswers },
  });
  r.openapi(log, async (c) => {
    const { id } = await ownOrder(orders, c.req.valid('param').id, c.get('auth').companyId);
    return c.json(await events.logPage(id, c.req.valid('query')), 200);
  });
}
