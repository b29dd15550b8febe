// Seeds the demo company's modules and marketplaces (data/demo-modules.ts) through the same schemas, stored
// fields and sealed secrets as the API's calls, each row written the one way synced rows are (db/sql/synced-rows.ts),
// so the first sync pull brings them. After the company resources: the Yandex Market integration names a warehouse.
import { randomUUID } from 'node:crypto';
import {
  retailCrmIntegrationInput, retailCrmSettingsCreate, yamarketIntegrationInput, yamarketSettingsCreate,
} from '../../../../src/contract';
import { keptSecrets, sealSecrets } from '../../lib/module-secrets';
import { retailCrmIntegrationDoc, yamarketIntegrationDoc } from '../../modules/integration-docs';
import { retailCrmSettingsDoc, yamarketSettingsDoc } from '../../modules/settings-docs';
import { sql } from 'kysely';
import { moduleIntegrationRows } from '../repos/module-integrations';
import { moduleSettingsRows } from '../repos/module-settings';
import { DEMO_MODULES } from './data/demo-modules';
import type { SeedArea } from './seed-area';

export const seedModules: SeedArea = {
  name: 'modules',
  demoOnly: true,
  prepare: async (now) => async (tx) => {
    const settings = moduleSettingsRows(tx);
    const integrations = moduleIntegrationRows(tx);
    for (const demo of DEMO_MODULES) {
      const companyId = (await tx.get(sql<{ company_id: number }>`SELECT company_id FROM users WHERE email = ${demo.ownerEmail}`))?.company_id;
      if (companyId === undefined) throw new Error(`demo modules: no user ${demo.ownerEmail}`);

      const crm = retailCrmSettingsCreate.parse(demo.retailcrm.settings);
      const crmId = randomUUID();
      await settings.insert(companyId, crmId, {
        kind: 'retailcrm', doc_json: JSON.stringify(retailCrmSettingsDoc(crm)), secrets_json: sealSecrets(keptSecrets('retailcrm', crm)),
      }, now);
      const crmIntegration = retailCrmIntegrationInput.parse(demo.retailcrm.integration);
      await integrations.insert(companyId, randomUUID(), {
        settings_id: crmId, kind: 'retailcrm', doc_json: JSON.stringify(retailCrmIntegrationDoc(crmIntegration)),
      }, now + 1);

      const market = yamarketSettingsCreate.parse(demo.yamarket.settings);
      const marketId = randomUUID();
      await settings.insert(companyId, marketId, {
        kind: 'yamarket', doc_json: JSON.stringify(yamarketSettingsDoc(market)), secrets_json: sealSecrets(keptSecrets('yamarket', market)),
      }, now + 2);
      const warehouseId = (await tx.get(sql<{ id: string }>`
        SELECT id FROM warehouses WHERE company_id = ${companyId} AND name = ${demo.yamarket.warehouseName}`))?.id ?? null;
      const marketIntegration = yamarketIntegrationInput.parse({ ...demo.yamarket.integration, warehouseId });
      await integrations.insert(companyId, randomUUID(), {
        settings_id: marketId, kind: 'yamarket', doc_json: JSON.stringify(yamarketIntegrationDoc(marketIntegration)),
      }, now + 3);
    }
  },
};
