// Seeds the demo company's modules and marketplaces (data/demo-modules.ts) through the same schemas, stored
// fields and sealed secrets as the API's calls, each row written the one way synced rows are (db/synced-table.ts),
// so the first sync pull brings them. After the company resources: the Yandex Market integration names a warehouse.
import { randomUUID } from 'node:crypto';
import {
  retailCrmIntegrationInput, retailCrmSettingsCreate, yamarketIntegrationInput, yamarketSettingsCreate,
} from '../../../../src/contract';
import { keptSecrets, sealSecrets } from '../../lib/module-secrets';
import { retailCrmIntegrationDoc, yamarketIntegrationDoc } from '../../modules/integration-docs';
import { retailCrmSettingsDoc, yamarketSettingsDoc } from '../../modules/settings-docs';
import { moduleIntegrationsTable } from '../repos/module-integrations';
import { moduleSettingsTable } from '../repos/module-settings';
import { DEMO_MODULES } from './data/demo-modules';
import type { SeedArea } from './seed-area';

export const seedModules: SeedArea = {
  name: 'modules',
  demoOnly: true,
  prepare: async (now) => (db) => {
    const owner = db.prepare<[string], { company_id: number }>('SELECT company_id FROM users WHERE email = ?');
    const warehouse = db.prepare<[number, string], { id: string }>('SELECT id FROM warehouses WHERE company_id = ? AND name = ?');
    const settings = moduleSettingsTable(db);
    const integrations = moduleIntegrationsTable(db);
    for (const demo of DEMO_MODULES) {
      const companyId = owner.get(demo.ownerEmail)?.company_id;
      if (companyId === undefined) throw new Error(`demo modules: no user ${demo.ownerEmail}`);

      const crm = retailCrmSettingsCreate.parse(demo.retailcrm.settings);
      const crmId = randomUUID();
      settings.insert(companyId, crmId, {
        kind: 'retailcrm', doc_json: JSON.stringify(retailCrmSettingsDoc(crm)), secrets_json: sealSecrets(keptSecrets('retailcrm', crm)),
      }, now);
      const crmIntegration = retailCrmIntegrationInput.parse(demo.retailcrm.integration);
      integrations.insert(companyId, randomUUID(), {
        settings_id: crmId, kind: 'retailcrm', doc_json: JSON.stringify(retailCrmIntegrationDoc(crmIntegration)),
      }, now + 1);

      const market = yamarketSettingsCreate.parse(demo.yamarket.settings);
      const marketId = randomUUID();
      settings.insert(companyId, marketId, {
        kind: 'yamarket', doc_json: JSON.stringify(yamarketSettingsDoc(market)), secrets_json: sealSecrets(keptSecrets('yamarket', market)),
      }, now + 2);
      const warehouseId = warehouse.get(companyId, demo.yamarket.warehouseName)?.id ?? null;
      const marketIntegration = yamarketIntegrationInput.parse({ ...demo.yamarket.integration, warehouseId });
      integrations.insert(companyId, randomUUID(), {
        settings_id: marketId, kind: 'yamarket', doc_json: JSON.stringify(yamarketIntegrationDoc(marketIntegration)),
      }, now + 3);
    }
  },
};
