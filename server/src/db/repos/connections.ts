// Connections of a company to delivery services: rows, list source and filters, the duplicate-name
// lookup behind 040902, and how a row reads as the API item. connect_params (the delivery service's
// logins, passwords, tokens) is stored sealed (lib/secret-box.ts) and opened only to answer the item, with
// the fields its provider's form marks secret masked (lib/connection-secrets.ts).
import type { Connection, ConnectionInput } from '../../../../src/contract';
import { maskedParams, secretCodes } from '../../lib/connection-secrets';
import type { FilterFields, SqlWhere } from '../../lib/filter';
import { isSealed, seal, unseal } from '../../lib/secret-box';
import type { PageSource } from '../page-query';
import type { StoredField } from '../schema-field';
import { metaOf, type SyncedRow } from '../synced-row';
import { sql } from 'kysely';
import type { SqlDb } from '../sql/sql-db';
import { syncedRows, type Columns } from '../sql/synced-rows';

export type ConnectionRow = SyncedRow & {
  provider_key: string; name: string; inn: string; insurance_rate: number; cash_service_rate: number;
  assessed_cost_percent: number; connect_params: string;
};

/** A row with its provider's stored form, so an answer or a sync page masks secrets without a lookup per row. */
export type ConnectionRowWithForm = ConnectionRow & { form_fields: string | null };
export const CONNECTION_WITH_FORM_COLUMNS =
  'connections.*, (SELECT s.fields FROM connect_schemas s WHERE s.provider_key = connections.provider_key) AS form_fields';

/** The kit's rows, each read with its provider's form. */
export const connectionRows = (db: SqlDb) => syncedRows<ConnectionRowWithForm>(db, 'connections', 'connections', CONNECTION_WITH_FORM_COLUMNS);

/** Another connection of the company to the same provider under this name (040902). */
export const connectionNameTaken = async (db: SqlDb, companyId: number, providerKey: string, name: string, exceptId: string): Promise<boolean> =>
  (await db.get(sql`SELECT id FROM connections
    WHERE company_id = ${companyId} AND provider_key = ${providerKey} AND name = ${name} AND id <> ${exceptId}`)) !== undefined;

/** The connection form of an enabled provider; undefined for unknown and disabled ones. */
export async function providerForm(db: SqlDb, providerKey: string): Promise<StoredField[] | undefined> {
  const row = await db.get(sql<{ enabled: number; fields: string | null }>`
    SELECT p.enabled, s.fields FROM providers p LEFT JOIN connect_schemas s ON s.provider_key = p.key WHERE p.key = ${providerKey}`);
  return row?.enabled === 1 ? (JSON.parse(row.fields ?? '[]') as StoredField[]) : undefined;
}

const secretsIn = (fields: string | null | undefined): string[] => secretCodes(fields ? (JSON.parse(fields) as StoredField[]) : []);

export const connectionsSource = (scope: SqlWhere): PageSource => ({
  from: 'connections', columns: CONNECTION_WITH_FORM_COLUMNS, orderBy: 'created_at, id', scope: [scope],
});

export const connectionFields: FilterFields = {
  id: { column: 'id', type: 'string' },
  providerKey: { column: 'provider_key', type: 'string' },
  name: { column: 'name', type: 'string' },
  inn: { column: 'inn', type: 'string' },
};

/** connectParams already checked against the provider's form (lib/connect-params-check.ts). */
export const connectionColumns = (input: ConnectionInput): Columns => ({
  provider_key: input.providerKey,
  name: input.name,
  inn: input.inn ?? '',
  insurance_rate: input.insuranceRate,
  cash_service_rate: input.cashServiceRate,
  assessed_cost_percent: input.assessedCostPercent,
  connect_params: seal(JSON.stringify(input.connectParams)),
});

/** The stored params in plain text (for the server's own use: never an answer). */
export const openParams = (row: ConnectionRow): Connection['connectParams'] =>
  JSON.parse(unseal(row.connect_params)) as Connection['connectParams'];

/** The API item; `secrets`: the codes of the provider's secret fields, answered masked. */
export const toConnection = (row: ConnectionRow, secrets: readonly string[]): Connection => ({
  ...metaOf(row),
  companyId: row.company_id,
  providerKey: row.provider_key,
  name: row.name,
  inn: row.inn,
  insuranceRate: row.insurance_rate,
  cashServiceRate: row.cash_service_rate,
  assessedCostPercent: row.assessed_cost_percent,
  connectParams: maskedParams(openParams(row), secrets),
});

export const toConnectionWithForm = (row: ConnectionRowWithForm): Connection => toConnection(row, secretsIn(row.form_fields));

/** Seals the params of rows stored in plain text (before sealing existed); the version stays, as the
 *  item a client pulls is the same. Each row is sealed only if it is still plain, so instances starting
 *  together never seal a row twice. */
export async function sealPlainConnectParams(db: SqlDb): Promise<number> {
  const rows = await db.all(sql<{ id: string; connect_params: string }>`SELECT id, connect_params FROM connections WHERE connect_params NOT LIKE 'enc1:%'`);
  const plain = rows.filter((row) => !isSealed(row.connect_params));
  for (const row of plain) {
    await db.run(sql`UPDATE connections SET connect_params = ${seal(row.connect_params)} WHERE id = ${row.id} AND connect_params = ${row.connect_params}`);
  }
  return plain.length;
}
