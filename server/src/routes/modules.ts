// Modules (Insales, RetailCRM) and marketplaces (Yandex Market, Wildberries) of the caller's company, at the
// change registry's paths (src/contract/changes): settings, the integrations under them, the upload of pickup
// points to Yandex Market (routes/point-uploads.ts) and the check of a RetailCRM or Yandex Market key
// (routes/connection-checks.ts). Admin only. Wildberries has no point upload: its sellers ship FBS orders to
// the marketplace's own network and list no pickup points of theirs (docs/decisions/modules.md).
import type { Context } from 'hono';
import { sql } from 'kysely';
import {
  insalesConnection, retailCrmIntegration, retailCrmSettings, wildberriesIntegration, wildberriesSettings, yamarketIntegration,
  yamarketSettings,
} from '../../../src/contract';
import { INTEGRATION_BODIES, MODULE_BODIES } from '../../../src/contract/changes/change-bodies';
import type { AppEnv } from '../app-env';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { retailCrmIntegrationDoc, wildberriesIntegrationDoc, yamarketIntegrationDoc } from '../modules/integration-docs';
import { insalesDoc, retailCrmSettingsDoc, wildberriesSettingsDoc, yamarketSettingsDoc } from '../modules/settings-docs';
import { addConnectionCheckRoutes } from './connection-checks';
import { addIntegrationRoutes, addSettingsRoutes } from './module-kit';
import { addPointUploadRoutes } from './point-uploads';
import { createRouter } from './route-kit';

const modules = ['modules'];
const marketplaces = ['marketplaces'];

export function moduleRoutes(deps: RouteDeps) {
  const r = createRouter();
  const db = deps.db;
  /** The warehouse parcels leave from, when named, is one of the company's. */
  const checkWarehouse = async (c: Context<AppEnv>, input: { warehouseId?: string | null | undefined }) => {
    if (!input.warehouseId) return;
    const own = await db.get(sql`SELECT id FROM warehouses WHERE id = ${input.warehouseId} AND company_id = ${c.get('auth').companyId}`);
    if (!own) {
      throw fail.badRequest('unknownWarehouse', 'warehouseId');
    }
  };

  addSettingsRoutes(r, deps, 'insales', {
    tags: modules, noun: 'Insales connection',
    item: insalesConnection, bodies: MODULE_BODIES.insales, doc: insalesDoc,
  });

  addSettingsRoutes(r, deps, 'retailcrm', {
    tags: modules, noun: 'RetailCRM setting',
    item: retailCrmSettings, bodies: MODULE_BODIES.retailcrm, doc: retailCrmSettingsDoc,
  });
  addIntegrationRoutes(r, deps, 'retailcrm', {
    tags: modules, noun: 'RetailCRM integration',
    item: retailCrmIntegration, bodies: INTEGRATION_BODIES.retailcrm, doc: retailCrmIntegrationDoc,
  });

  addSettingsRoutes(r, deps, 'yamarket', {
    tags: marketplaces, noun: 'Yandex Market setting',
    item: yamarketSettings, bodies: MODULE_BODIES.yamarket, doc: yamarketSettingsDoc,
  });
  addIntegrationRoutes(r, deps, 'yamarket', {
    tags: marketplaces, noun: 'Yandex Market integration',
    item: yamarketIntegration, bodies: INTEGRATION_BODIES.yamarket, doc: yamarketIntegrationDoc,
    check: checkWarehouse,
  });
  addPointUploadRoutes(r, deps);
  addConnectionCheckRoutes(r, deps);

  addSettingsRoutes(r, deps, 'wildberries', {
    tags: marketplaces, noun: 'Wildberries setting',
    item: wildberriesSettings, bodies: MODULE_BODIES.wildberries, doc: wildberriesSettingsDoc,
  });
  addIntegrationRoutes(r, deps, 'wildberries', {
    tags: marketplaces, noun: 'Wildberries integration',
    item: wildberriesIntegration, bodies: INTEGRATION_BODIES.wildberries,
    doc: wildberriesIntegrationDoc, check: checkWarehouse,
  });
  return r;
}
