// Shops of the caller's company: /v1/app/shops. Orders roles (admin or
// api.order.info); only the name is required ('Необходимо заполнить Имя Магазина'). The contract's schema
// checks every field, the email too (src/contract/field-rules.ts).
import { shop } from '../../../src/contract';
import { SHOP_BODIES } from '../../../src/contract/changes/change-bodies';
import type { RouteDeps } from '../deps';
import { byField, requiredTextsHook } from '../middleware/required-texts-hook';
import { ROLE_SETS } from '../middleware/roles';
import { shopColumns, shopFields, shopRows, shopsSource, toShop } from '../db/repos/shops';
import { addResourceRoutes } from './resource-kit';
import { createRouter } from './route-kit';
import { SHOP_CHANGES } from '../../../src/contract/changes';

export function shopRoutes(deps: RouteDeps) {
  const r = createRouter();
  addResourceRoutes(r, deps, {
    changes: SHOP_CHANGES, tags: ['shops'], noun: 'shop', roles: ROLE_SETS.orders,
    item: shop, bodies: SHOP_BODIES,
    hook: requiredTextsHook(byField({ name: 'shopNameRequired' })),
    table: shopRows(deps.db), source: shopsSource, fields: shopFields, toItem: toShop,
    columns: (_c, input) => shopColumns(input),
  });
  return r;
}
