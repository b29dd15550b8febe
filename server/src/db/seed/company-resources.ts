// Seeds the demo companies' shops, warehouses, connections and tariff rules (data/demo-resources.ts),
// each row written the one way synced rows are written (db/synced-table.ts), so it carries a version
// and the first sync pull brings it.
import { randomUUID } from 'node:crypto';
import { connectionColumns, connectionsTable } from '../repos/connections';
import { shopColumns, shopsTable } from '../repos/shops';
import { tariffRulesTable } from '../repos/tariff-rules';
import { warehouseColumns, warehousesTable } from '../repos/warehouses';
import { DEMO_RESOURCES } from './data/demo-resources';
import type { SeedArea } from './seed-area';

export const seedCompanyResources: SeedArea = {
  name: 'company-resources',
  demoOnly: true,
  prepare: async (now) => (db) => {
    const owner = db.prepare<[string], { company_id: number; name: string; email: string }>(
      'SELECT company_id, name, email FROM users WHERE email = ?',
    );
    const shops = shopsTable(db);
    const warehouses = warehousesTable(db);
    const connections = connectionsTable(db);
    const rules = tariffRulesTable(db);
    for (const company of DEMO_RESOURCES) {
      const user = owner.get(company.ownerEmail);
      if (!user) throw new Error(`demo resources: no user ${company.ownerEmail}`);
      const at = (i: number) => now + i;
      company.shops.forEach((s, i) => shops.insert(user.company_id, randomUUID(), shopColumns(s), at(i)));
      company.warehouses.forEach((w, i) => warehouses.insert(user.company_id, randomUUID(), warehouseColumns(w), at(i)));
      company.connections.forEach((c, i) => connections.insert(user.company_id, randomUUID(), connectionColumns(c), at(i)));
      company.rules.forEach((r, i) =>
        rules.insert(user.company_id, randomUUID(), {
          name: r.name, description: r.description ?? '', author: user.name, user_email: user.email, priority: i + 1,
          status: r.status, conditions: JSON.stringify(r.conditions), actions: JSON.stringify(r.actions),
        }, at(i)),
      );
    }
  },
};
