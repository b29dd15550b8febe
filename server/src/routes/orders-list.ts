// GET /v1/app/orders: the company's orders, newest first, in the list envelope. Filter fields: status,
// providerKey, shopId, warehouseId, platform, number, clientNumber, providerNumber, deliveryType,
// created (> < = with ISO time or unix ms) and q (text search over number, clientNumber, recipient name
// and phone), e.g. `filter=status=[onWay,delivering];created>2026-05-01T00:00:00Z;q%иванов`.
import { order } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { queryPage } from '../db/page-query';
import { ORDER_FILTER_FIELDS, orderListSource, orderSpecialConditions } from '../db/repos/order-list';
import { toOrder, type OrderRow } from '../db/repos/order-row';
import { companyScope } from '../middleware/company-scope';
import { ROLE_SETS } from '../middleware/roles';
import { addListRoute } from './list-kit';
import type { Router } from './route-kit';

export function addOrderListRoute(r: Router, { db, auth }: RouteDeps): void {
  addListRoute(r, auth, {
    path: '/', tags: ['orders'], item: order, fields: ORDER_FILTER_FIELDS, roles: [...ROLE_SETS.orders],
    summary: 'Orders, newest first; filter by status, providerKey, shopId, platform, created>/<, q%text',
    load: (c, where, paging, _query, conditions) => {
      const page = queryPage<OrderRow>(
        db, { ...orderListSource, scope: [companyScope(c)] }, [...where, ...orderSpecialConditions(conditions)], paging,
      );
      return { total: page.total, items: page.rows.map((row) => toOrder(row, c.get('lang'))) };
    },
  });
}
