// Everything under /v1/app/orders (docs/api.md "Paths"): the list, the documents, the actions, the
// history and log, and the order itself. The routes live in their own files; this only puts them on
// one router, fixed paths before /{id} so "statuses" or "files" is never read as an order id.
import type { RouteDeps } from '../deps';
import { addOrderActionRoutes } from './order-actions';
import { addOrderDocumentRoutes } from './order-documents';
import { addOrderHistoryRoutes } from './order-history';
import { addOrderCrudRoutes } from './orders-crud';
import { addOrderListRoute } from './orders-list';
import { createRouter } from './route-kit';

export function orderRoutes(deps: RouteDeps) {
  const r = createRouter();
  addOrderListRoute(r, deps);
  addOrderDocumentRoutes(r, deps);
  addOrderActionRoutes(r, deps);
  addOrderHistoryRoutes(r, deps);
  addOrderCrudRoutes(r, deps);
  return r;
}
