// Warehouses of the caller's company: /v1/app/warehouses. Orders roles; name,
// phone, contact name and city are required, each with its own 'Необходимо заполнить ...' text.
import { warehouse } from '../../../src/contract';
import { WAREHOUSE_BODIES } from '../../../src/contract/changes/change-bodies';
import type { RouteDeps } from '../deps';
import { byField, requiredTextsHook } from '../middleware/required-texts-hook';
import { ROLE_SETS } from '../middleware/roles';
import { toWarehouse, warehouseColumns, warehouseFields, warehouseRows, warehousesSource } from '../db/repos/warehouses';
import { addResourceRoutes } from './resource-kit';
import { createRouter } from './route-kit';
import { WAREHOUSE_CHANGES } from '../../../src/contract/changes';

const REQUIRED_TEXTS = byField({
  name: 'warehouseNameRequired',
  phone: 'warehousePhoneRequired',
  contactName: 'warehouseContactRequired',
  city: 'warehouseCityRequired',
});

export function warehouseRoutes(deps: RouteDeps) {
  const r = createRouter();
  addResourceRoutes(r, deps, {
    changes: WAREHOUSE_CHANGES, tags: ['warehouses'], noun: 'warehouse', roles: ROLE_SETS.orders,
    item: warehouse, bodies: WAREHOUSE_BODIES, hook: requiredTextsHook(REQUIRED_TEXTS),
    table: warehouseRows(deps.db), source: warehousesSource, fields: warehouseFields, toItem: toWarehouse,
    columns: (_c, input) => warehouseColumns(input),
  });
  return r;
}
