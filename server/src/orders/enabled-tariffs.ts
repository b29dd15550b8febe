// Which tariffs the company's connection to a service lets it order (docs/decisions/orders.md "Services and
// tariffs an order may name"): the codes its connectParams.tariffs lists, the connection being the one the
// order names or else the company's first to that service (as the pricing picks it). null: every tariff
// of the service (no list, or no connection: such an order is priced by the fixed model).
import { enabledTariffCodes } from '../../../src/contract';
import type { Db } from '../db/db-type';
import { unseal } from '../lib/secret-box';

type ConnectionRow = { id: string; provider_key: string; connect_params: string };

/** The company's connections, oldest first (`providerKey`: to that service only). */
function connectionsOf(db: Db, companyId: number, providerKey?: string): ConnectionRow[] {
  return providerKey === undefined
    ? db.prepare<[number], ConnectionRow>('SELECT id, provider_key, connect_params FROM connections WHERE company_id = ? ORDER BY created_at, id').all(companyId)
    : db.prepare<[number, string], ConnectionRow>(
      'SELECT id, provider_key, connect_params FROM connections WHERE company_id = ? AND provider_key = ? ORDER BY created_at, id',
    ).all(companyId, providerKey);
}

const codesOf = (row: ConnectionRow) => enabledTariffCodes(JSON.parse(unseal(row.connect_params)) as Record<string, unknown>);

export function orderTariffCodes(db: Db, companyId: number, providerKey: string, chosenId: string | null): ReadonlySet<string> | null {
  const rows = connectionsOf(db, companyId, providerKey);
  const row = rows.find((r) => r.id === chosenId) ?? rows[0];
  return row ? codesOf(row) : null;
}

/** Per service the company is connected to, the codes its first connection enables (null: all). */
export function companyTariffCodes(db: Db, companyId: number): Map<string, ReadonlySet<string> | null> {
  const byService = new Map<string, ReadonlySet<string> | null>();
  for (const row of connectionsOf(db, companyId)) if (!byService.has(row.provider_key)) byService.set(row.provider_key, codesOf(row));
  return byService;
}
