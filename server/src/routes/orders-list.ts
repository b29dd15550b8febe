// GET /v1/app/orders: the company's orders, newest first, in the list envelope. Filter fields: status,
// providerKey, shopId, warehouseId, platform, number, clientNumber, providerNumber, deliveryType,
// created (> < = with ISO time or unix ms) and q (text search over number, clientNumber, recipient name
// and phone), e.g. `filter=status=[onWay,delivering];created>2026-05-01T00:00:00Z;q%иванов`.
import { order } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { readPoolOf } from '../db/read-pool';
import { ORDER_FILTER_FIELDS, orderSpecialConditions } from '../db/repos/order-list';
import { ROLE_SETS } from '../middleware/roles';
import { providerScope } from '../middleware/token-providers';
import { addListRoute } from './list-kit';
import type { Router } from './route-kit';

export function addOrderListRoute(r: Router, deps: RouteDeps): void {
  const { auth } = deps;
  const reads = readPoolOf(deps);
  addListRoute(r, auth, {
    path: '/', tags: ['orders'], item: order, fields: ORDER_FILTER_FIELDS, roles: [...ROLE_SETS.orders],
    summary: 'Orders, newest first; filter by status, providerKey, shopId, platform, created>/<, q%text',
    // Read in a reader thread on SQLite (db/read-pool.ts); the company is the caller's, as companyScope would put it, and
    // a provider-limited token sees its services' orders only (middleware/token-providers.ts).
    load: async (c, where, paging, _query, conditions) => ({
      json: await reads.orderList({
        companyId: c.get('auth').companyId, paging, lang: c.get('lang'),
        where: [...where, ...orderSpecialConditions(conditions), ...providerScope(c, 'provider_key')],
      }),
    }),
  });
}
