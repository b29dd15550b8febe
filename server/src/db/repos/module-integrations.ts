// Integrations under module and marketplace settings (RetailCRM, Yandex Market, Wildberries): rows, the list
// source under one setting, filters, and how a row reads as the API item. Deleting an integration deletes its
// point uploads with it.
import type { IntegrationKind, ModuleIntegration } from '../../../../src/contract';
import type { FilterFields, SqlWhere } from '../../lib/filter';
import type { PageSource } from '../page-query';
import { sql } from 'kysely';
import { metaOf, type SyncedRow } from '../synced-row';
import type { SqlDb } from '../sql/sql-db';
import { syncedRows } from '../sql/synced-rows';

export type ModuleIntegrationRow = SyncedRow & { settings_id: string; kind: IntegrationKind; doc_json: string };

/** The rows; a delete takes the integration's point uploads with it, in its transaction. */
export function moduleIntegrationRows(db: SqlDb) {
  const rows = syncedRows<ModuleIntegrationRow>(db, 'module_integrations', 'integrations');
  return {
    ...rows,
    remove: (row: ModuleIntegrationRow, at: number): Promise<boolean> => db.tx(async (tx) => {
      await tx.run(sql`DELETE FROM point_upload_tasks WHERE integration_id = ${row.id}`);
      return syncedRows<ModuleIntegrationRow>(tx, 'module_integrations', 'integrations').remove(row, at);
    }),
  };
}

/** The integrations of one kind under one setting (the path's {settingsId}). */
export const moduleIntegrationsSource = (kind: IntegrationKind) => (scope: SqlWhere, params: Record<string, string>): PageSource => ({
  from: 'module_integrations', columns: '*', orderBy: 'created_at, id',
  scope: [scope, { sql: 'settings_id = ? AND kind = ?', params: [params.settingsId ?? '', kind] }],
});

export const moduleIntegrationFields: FilterFields = {
  id: { column: 'id', type: 'string' },
  // Fields of the integration's document, which each database reads its own way (db/sql/where.ts).
  name: { column: { doc: 'doc_json', field: 'name' }, type: 'string' },
  enabled: { column: { doc: 'doc_json', field: 'enabled' }, type: 'bool' },
};

export const toModuleIntegration = (row: ModuleIntegrationRow): ModuleIntegration => ({
  ...metaOf(row), kind: row.kind, settingsId: row.settings_id, ...JSON.parse(row.doc_json),
}) as ModuleIntegration;
