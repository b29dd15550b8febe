// Offers priced on the data layer (calculate.ts's offerPricing over rows read before): the demo seed prices a
// thousand past calculations of a company, so it reads that company's connections and rules and every tariff
// once, then prices without a statement per call.
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import { offerPricing, type ConnectionRow, type RuleRecord, type TariffRow } from './calculate';

export async function companyPricing(db: SqlDb, companyId: number) {
  const connections = await db.all(sql<ConnectionRow>`
    SELECT c.id, c.provider_key, c.insurance_rate, c.cash_service_rate, c.assessed_cost_percent, c.connect_params
    FROM connections c JOIN providers p ON p.key = c.provider_key
    WHERE c.company_id = ${companyId} AND p.enabled = 1 ORDER BY c.created_at, c.id`);
  const rules = await db.all(sql<RuleRecord>`
    SELECT id, conditions, actions FROM tariff_rules WHERE company_id = ${companyId} AND status = 'enabled' ORDER BY priority, created_at, id`);
  const tariffs = new Map<string, TariffRow[]>();
  for (const row of await db.all(sql<TariffRow>`SELECT * FROM tariffs ORDER BY id`)) {
    tariffs.set(row.provider_key, [...(tariffs.get(row.provider_key) ?? []), row]);
  }
  /** Rows of this company only: another's would be priced with this one's connections. */
  const own = <T>(id: number, rows: T[]): T[] => {
    if (id !== companyId) throw new Error(`pricing read for company ${companyId}, asked for ${id}`);
    return rows;
  };
  return offerPricing({
    connectionsOf: (id) => own(id, connections),
    tariffsOf: (providerKey) => tariffs.get(providerKey) ?? [],
    rulesOf: (id) => own(id, rules),
  });
}
