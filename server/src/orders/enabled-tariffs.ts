// Which tariffs the company's connection to a service lets it order (docs/decisions/orders.md "Services and
// tariffs an order may name"): the codes its connectParams.tariffs lists, the connection being the one the
// order names or else the company's first to that service (as the pricing picks it). null: every tariff
// of the service (no list, or no connection: such an order is priced by the fixed model).
import type { Db } from '../db/db-type';
import { unseal } from '../lib/secret-box';

type ConnectionRow = { id: string; connect_params: string };

export function enabledTariffCodes(db: Db, companyId: number, providerKey: string, chosenId: string | null): Set<string> | null {
  const rows = db.prepare<[number, string], ConnectionRow>(
    'SELECT id, connect_params FROM connections WHERE company_id = ? AND provider_key = ? ORDER BY created_at, id',
  ).all(companyId, providerKey);
  const row = rows.find((r) => r.id === chosenId) ?? rows[0];
  if (!row) return null;
  const params = JSON.parse(unseal(row.connect_params)) as Record<string, unknown>;
  const codes = Array.isArray(params.tariffs) ? params.tariffs.map(String) : [];
  return codes.length ? new Set(codes) : null;
}
