// Which tariffs the company's connection to a service lets it order (docs/decisions/orders.md "Services and
// tariffs an order may name"): the codes its connectParams.tariffs lists, the connection being the one the
// order names or else the company's first to that service (as the pricing picks it). null: every tariff
// of the service (no list, or no connection: such an order is priced by the fixed model).
import { enabledTariffCodes } from '../../../src/contract';
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import { unseal } from '../lib/secret-box';

type ConnectionRow = { id: string; provider_key: string; connect_params: string };


const codesOf = (row: ConnectionRow) => enabledTariffCodes(JSON.parse(unseal(row.connect_params)) as Record<string, unknown>);

/** On the data layer: an order's checks read it inside the order's transaction. */
export async function orderTariffCodes(db: SqlDb, companyId: number, providerKey: string, chosenId: string | null): Promise<ReadonlySet<string> | null> {
  const rows = await db.all(sql<ConnectionRow>`
    SELECT id, provider_key, connect_params FROM connections WHERE company_id = ${companyId} AND provider_key = ${providerKey} ORDER BY created_at, id`);
  const row = rows.find((r) => r.id === chosenId) ?? rows[0];
  return row ? codesOf(row) : null;
}

/** Per service the company is connected to, the codes its first connection enables (null: all). */
export async function companyTariffCodes(db: SqlDb, companyId: number): Promise<Map<string, ReadonlySet<string> | null>> {
  const byService = new Map<string, ReadonlySet<string> | null>();
  const rows = await db.all(sql<ConnectionRow>`SELECT id, provider_key, connect_params FROM connections WHERE company_id = ${companyId} ORDER BY created_at, id`);
  for (const row of rows) if (!byService.has(row.provider_key)) byService.set(row.provider_key, codesOf(row));
  return byService;
}
