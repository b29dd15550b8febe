// Seeds the demo companies' shops, warehouses, connections and tariff rules (data/demo-resources.ts),
// each row written the one way synced rows are written (db/sql/synced-rows.ts), so it carries a version
// and the first sync pull brings it.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { connectionColumns, connectionRows } from '../repos/connections';
import { shopColumns, shopRows } from '../repos/shops';
import { tariffRuleRows } from '../repos/tariff-rules';
import { warehouseColumns, warehouseRows } from '../repos/warehouses';
import { DEMO_RESOURCES } from './data/demo-resources';
import type { SeedArea } from './seed-area';

export const seedCompanyResources: SeedArea = {
  name: 'company-resources',
  demoOnly: true,
  prepare: async (now) => async (tx) => {
    const shops = shopRows(tx);
    const warehouses = warehouseRows(tx);
    const connections = connectionRows(tx);
    const rules = tariffRuleRows(tx);
    for (const company of DEMO_RESOURCES) {
      const user = await tx.get(sql<{ company_id: number; name: string; email: string }>`
        SELECT company_id, name, email FROM users WHERE email = ${company.ownerEmail}`);
      if (!user) throw new Error(`demo resources: no user ${company.ownerEmail}`);
      const at = (i: number) => now + i;
      for (const [i, s] of company.shops.entries()) await shops.insert(user.company_id, randomUUID(), shopColumns(s), at(i));
      for (const [i, w] of company.warehouses.entries()) await warehouses.insert(user.company_id, randomUUID(), warehouseColumns(w), at(i));
      for (const [i, c] of company.connections.entries()) await connections.insert(user.company_id, randomUUID(), connectionColumns(c), at(i));
      for (const [i, r] of company.rules.entries()) {
        await rules.insert(user.company_id, randomUUID(), {
          name: r.name, description: r.description ?? '', author: user.name, user_email: user.email, priority: i + 1,
          status: r.status, conditions: JSON.stringify(r.conditions), actions: JSON.stringify(r.actions),
        }, at(i));
      }
    }
  },
};
