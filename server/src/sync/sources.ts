// Which table feeds each sync collection, who may pull it, and how a row reads as an API item. Each
// resource registers its source in SYNC_SOURCES below; the sync route (routes/sync.ts) does the rest.
// A source's table has: id TEXT, company_id INTEGER, version INTEGER (stamped by db/versioning.ts),
// and an index on (company_id, version).
import type { SyncCollection } from '../../../src/contract';
import type { Lang } from '../lib/texts';
import { ROLE_SETS } from '../middleware/roles';
import { toConnection, type ConnectionRow } from '../db/repos/connections';
import { ORDER_JSON_COLUMNS, orderJson, type OrderRow } from '../db/repos/order-row';
import { toShop, type ShopRow } from '../db/repos/shops';
import { toTariffRule, type TariffRuleRow } from '../db/repos/tariff-rules';
import { toWarehouse, type WarehouseRow } from '../db/repos/warehouses';

export type SyncSource = {
  table: string;
  /** What itemJson reads, when not every column (SELECT * of a wide row costs on every page). */
  columns?: string;
  /** Roles that may pull it (see middleware/roles.ts ROLE_SETS). */
  roles: readonly string[];
  /** Row (SELECT *) to the JSON text of the item the resource's GET answers. */
  itemJson: (row: Record<string, unknown>, lang: Lang) => string;
};

/** Filled by the resources; a collection missing here answers 404. */
export const SYNC_SOURCES: Partial<Record<SyncCollection, SyncSource>> = {
  orders: {
    table: 'orders', roles: ROLE_SETS.orders, columns: ORDER_JSON_COLUMNS,
    itemJson: (row, lang) => orderJson(row as OrderRow, lang),
  },
  shops: { table: 'shops', roles: ROLE_SETS.orders, itemJson: (row) => JSON.stringify(toShop(row as ShopRow)) },
  warehouses: { table: 'warehouses', roles: ROLE_SETS.orders, itemJson: (row) => JSON.stringify(toWarehouse(row as WarehouseRow)) },
  connections: { table: 'connections', roles: ROLE_SETS.adminOnly, itemJson: (row) => JSON.stringify(toConnection(row as ConnectionRow)) },
  rules: { table: 'tariff_rules', roles: ROLE_SETS.adminOnly, itemJson: (row) => JSON.stringify(toTariffRule(row as TariffRuleRow)) },
};
