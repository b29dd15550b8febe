// Which table feeds each sync collection, who may pull it (the contract's SYNC_READERS, which the console's sync
// reads too, so it never asks for what it would be refused), and how a row reads as an API item. Each resource
// registers its source in SYNC_SOURCES below; the sync route (routes/sync.ts) does the rest.
// A source's table has: id TEXT, company_id INTEGER, version INTEGER (stamped by db/versioning.ts),
// and an index on (company_id, version). A global source (points: one list for every company) has no
// company_id, an index on version, and its deletions in global_tombstones (sync/global-tombstones.ts).
// Columns named in `columns` and in the conditions must be unambiguous across `from`.
import { sql } from 'kysely';
import { SYNC_READERS, type SyncCollection } from '../../../src/contract';
import { asBytes } from '../db/sql/dialect';
import type { SyncSource } from './source-types';
import { CONNECTION_WITH_FORM_COLUMNS, toConnectionWithForm, type ConnectionRowWithForm } from '../db/repos/connections';
import { toModuleIntegration, type ModuleIntegrationRow } from '../db/repos/module-integrations';
import { toModuleSettings, type ModuleSettingsRow } from '../db/repos/module-settings';
import { ORDER_JSON_COLUMNS, orderJson, type OrderRow } from '../db/repos/order-row';
import { toPackagePreset, type PackageRow } from '../db/repos/packages';
import { POINTS_WITH_DOCS } from '../db/repos/point-list';
import { toShop, type ShopRow } from '../db/repos/shops';
import { toInvoice, toOperation } from '../billing/billing-items';
import type { InvoiceRow } from '../billing/invoices';
import type { OperationRow } from '../billing/ledger';
import { toTariffRule, type TariffRuleRow } from '../db/repos/tariff-rules';
import { toWarehouse, type WarehouseRow } from '../db/repos/warehouses';


export type { SyncSource };

/** The one phase of a source read in its key's order alone. */
const everyRow = sql`1 = 1`;

/** Filled by the resources; a collection missing here answers 404. */
export const SYNC_SOURCES: Partial<Record<SyncCollection, SyncSource>> = {
  orders: {
    table: 'orders', roles: SYNC_READERS.orders, columns: () => sql.raw(ORDER_JSON_COLUMNS), providerColumn: 'provider_key',
    itemJson: (row, lang) => orderJson(row as OrderRow, lang),
    // The newest written first: the order list shows today's orders while older ones still arrive. The key is
    // migration 0022's seq, written in insert order (docs/sync.md, "First pass in the screen's order").
    snapshot: { key: 'seq', descending: true, phases: () => [everyRow] },
  },
  shops: { table: 'shops', roles: SYNC_READERS.shops, itemJson: (row) => JSON.stringify(toShop(row as ShopRow)) },
  warehouses: { table: 'warehouses', roles: SYNC_READERS.warehouses, itemJson: (row) => JSON.stringify(toWarehouse(row as WarehouseRow)) },
  packages: { table: 'packages', roles: SYNC_READERS.packages, itemJson: (row) => JSON.stringify(toPackagePreset(row as PackageRow)) },
  // Secrets masked as in the answers: each row brings its provider's form, which says which fields are secret.
  connections: {
    table: 'connections', roles: SYNC_READERS.connections, columns: () => sql.raw(CONNECTION_WITH_FORM_COLUMNS),
    itemJson: (row) => JSON.stringify(toConnectionWithForm(row as ConnectionRowWithForm)),
  },
  rules: { table: 'tariff_rules', roles: SYNC_READERS.rules, itemJson: (row) => JSON.stringify(toTariffRule(row as TariffRuleRow)) },
  // Settings of every kind and every integration, each item naming its kind; secrets masked as in the answers.
  modules: { table: 'module_settings', roles: SYNC_READERS.modules, itemJson: (row) => JSON.stringify(toModuleSettings(row as ModuleSettingsRow)) },
  integrations: {
    table: 'module_integrations', roles: SYNC_READERS.integrations,
    itemJson: (row) => JSON.stringify(toModuleIntegration(row as ModuleIntegrationRow)),
  },
  invoices: { table: 'invoices', roles: SYNC_READERS.invoices, itemJson: (row, lang) => JSON.stringify(toInvoice(row as InvoiceRow, lang)) },
  operations: {
    table: 'billing_operations', roles: SYNC_READERS.operations, itemJson: (row) => JSON.stringify(toOperation(row as OperationRow)),
    // The newest first, as the history shows them.
    snapshot: { key: 'seq', descending: true, phases: () => [everyRow] },
  },
  // The stored item as it is, read as its bytes (a cast on SQLite, not a conversion): a page of 100 points costs
  // no parse, no stringify and no text decoding or encoding (db/repos/points.ts). A third of the time of a page.
  points: {
    table: 'points', from: POINTS_WITH_DOCS, columns: (dialect) => sql`version, ${asBytes(dialect, 'doc_json')} AS doc`,
    roles: SYNC_READERS.points, global: true,
    itemJson: (row) => (row as { doc: Buffer }).doc, // a Buffer from both drivers
    // The city the client names (`near`) first, then the rest in list order.
    snapshot: {
      key: 'points.seq',
      phases: (near) => (near ? [sql`city_search = ${near}`, sql`city_search <> ${near}`] : null),
    },
  },
};
