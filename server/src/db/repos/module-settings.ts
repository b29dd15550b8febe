// Settings of modules and marketplaces, one row per account at Insales, RetailCRM, Yandex Market or Wildberries:
// rows, the list source of one kind, filters, and how a row reads as the API item (secrets masked,
// lib/module-secrets.ts). Deleting a setting deletes its integrations in the same transaction, each leaving
// its tombstone, so a synced client drops them too.
import type { ModuleKind, ModuleSettings } from '../../../../src/contract';
import type { FilterFields, SqlWhere } from '../../lib/filter';
import { maskedSecrets } from '../../lib/module-secrets';
import type { PageSource } from '../page-query';
import { metaOf, type SyncedRow } from '../synced-row';
import { sql } from 'kysely';
import type { SqlDb } from '../sql/sql-db';
import { syncedRows } from '../sql/synced-rows';
import { moduleIntegrationRows, type ModuleIntegrationRow } from './module-integrations';

export type ModuleSettingsRow = SyncedRow & { kind: ModuleKind; doc_json: string; secrets_json: string };

/** The rows; a delete takes the setting's integrations with it, in its transaction. */
export function moduleSettingsRows(db: SqlDb) {
  const rows = syncedRows<ModuleSettingsRow>(db, 'module_settings', 'modules');
  return {
    ...rows,
    remove: (row: ModuleSettingsRow, at: number): Promise<boolean> => db.tx(async (tx) => {
      const integrations = moduleIntegrationRows(tx);
      for (const integration of await tx.all(sql<ModuleIntegrationRow>`SELECT * FROM module_integrations WHERE settings_id = ${row.id}`)) {
        await integrations.remove(integration, at);
      }
      return syncedRows<ModuleSettingsRow>(tx, 'module_settings', 'modules').remove(row, at);
    }),
  };
}

export const moduleSettingsSource = (kind: ModuleKind) => (scope: SqlWhere): PageSource => ({
  from: 'module_settings', columns: '*', orderBy: 'created_at, id', scope: [scope, { sql: 'kind = ?', params: [kind] }],
});

/** A field of the settings' document, which each database reads its own way (db/sql/where.ts). */
const docField = (name: string, type: 'string' | 'number' | 'bool' = 'string') =>
  ({ column: { doc: 'doc_json', field: name }, type }) as const;

/** Insales has no name; its shop id stands for it. */
export const moduleSettingsFields: FilterFields = {
  id: { column: 'id', type: 'string' },
  name: docField('name'),
  shopId: docField('shopId'),
  enabled: docField('enabled', 'bool'),
};

export const toModuleSettings = (row: ModuleSettingsRow): ModuleSettings => ({
  ...metaOf(row), kind: row.kind, ...JSON.parse(row.doc_json), ...maskedSecrets(row.kind, row.secrets_json),
}) as ModuleSettings;
