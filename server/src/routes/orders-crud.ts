// POST /v1/app/orders (create; a repeated client id answers the first order with 200) and
// GET | PUT | DELETE /v1/app/orders/{id}. Reading and editing one order need api.order.info (admin
// passes, docs/decisions/roles-and-session.md); creating and deleting need the orders role set.
import { createRoute } from '@hono/zod-openapi';
import { ROLE_ORDER_INFO, order, orderDeleted } from '../../../src/contract';
import { ORDER_BODIES } from '../../../src/contract/changes/change-bodies';
import type { RouteDeps } from '../deps';
import { toOrder } from '../db/repos/order-row';
import { ordersRepo } from '../db/repos/orders';
import { ROLE_SETS } from '../middleware/roles';
import { createOrder } from '../orders/create-order';
import { deleteOrder } from '../orders/delete-order';
import { orderCall } from '../orders/order-call';
import { ownOrder } from '../orders/own-order';
import { updateOrder } from '../orders/update-order';
import { errorAnswers, jsonAnswer, jsonBody, type Router } from './route-kit';
import { orderAnswers, orderGuard, orderIdParams } from './order-route-kit';
import { assertProvidersAllowed } from '../middleware/token-providers';
import { ORDER_CHANGES } from '../../../src/contract/changes';
import { changeRoute, ORDERS_PREFIX } from './change-routes';
import { ifMatchVersion } from '../lib/if-match';
import { IF_MATCH_HEADER } from '../../../src/contract/changes/if-match';
import { newRowId } from '../lib/new-row-id';

const tags = ['orders'];

export function addOrderCrudRoutes(r: Router, deps: RouteDeps): void {
  const { db, now } = deps;
  const orders = ordersRepo(db);

  const create = createRoute({
    ...changeRoute(ORDER_CHANGES.create, ORDERS_PREFIX), tags, summary: 'Create an order (client id optional; repeating it is harmless)',
    ...orderGuard(deps, ...ROLE_SETS.orders),
    request: { body: jsonBody(ORDER_BODIES.create) },
    responses: {
      200: jsonAnswer(order, 'The order this id already made'),
      201: jsonAnswer(order, 'The new order, status uploading'),
      400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403],
      409: orderAnswers[409],
    },
  });
  r.openapi(create, async (c) => {
    const body = c.req.valid('json');
    assertProvidersAllowed(c, [body.order.providerKey]);
    const { row, created } = await createOrder(orderCall(c, db, now()), { ...body, id: body.id ?? (await newRowId(c)) });
    const answer = toOrder(row, c.get('lang'));
    return created ? c.json(answer, 201) : c.json(answer, 200);
  });

  const read = createRoute({
    method: 'get', path: ORDER_CHANGES.item.relativeTo(ORDERS_PREFIX), tags, summary: 'One order', ...orderGuard(deps, ROLE_ORDER_INFO),
    request: { params: orderIdParams },
    responses: { 200: jsonAnswer(order, 'The order'), ...orderAnswers },
  });
  r.openapi(read, async (c) => {
    const row = await ownOrder(orders, c.req.valid('param').id, c.get('auth').companyId);
    return c.json(toOrder(row, c.get('lang')), 200);
  });

  const update = createRoute({
    ...changeRoute(ORDER_CHANGES.update, ORDERS_PREFIX), tags, summary: 'Replace an order not yet handed over (uploading, uploadingError)',
    ...orderGuard(deps, ROLE_ORDER_INFO),
    request: { params: orderIdParams, body: jsonBody(ORDER_BODIES.update) },
    responses: { 200: jsonAnswer(order, 'The updated order'), 400: errorAnswers[400], 412: errorAnswers[412], ...orderAnswers },
  });
  r.openapi(update, async (c) => {
    const body = c.req.valid('json');
    assertProvidersAllowed(c, [body.order.providerKey]);
    const row = await updateOrder(orderCall(c, db, now()), c.req.valid('param').id, body, ifMatchVersion(c.req.header(IF_MATCH_HEADER)));
    return c.json(toOrder(row, c.get('lang')), 200);
  });

  const remove = createRoute({
    ...changeRoute(ORDER_CHANGES.delete, ORDERS_PREFIX), tags, summary: 'Delete from the aggregator only (the service is not told)',
    ...orderGuard(deps, ...ROLE_SETS.orders),
    request: { params: orderIdParams },
    responses: { 200: jsonAnswer(orderDeleted, 'Deleted (again: still 200)'), ...orderAnswers },
  });
  r.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteOrder(orderCall(c, db, now()), id);
    return c.json({ id }, 200);
  });
}

