// The kinds of modules and marketplaces and their API paths, as plain values (no zod): the change registry
// and the console's entry read them without the modules' schemas (modules.ts).

export const MODULE_KINDS = ['insales', 'retailcrm', 'yamarket', 'wildberries'] as const;
export type ModuleKind = (typeof MODULE_KINDS)[number];
/** The kinds whose settings carry integrations (Insales is one connection, nothing under it). */
export const INTEGRATION_KINDS = ['retailcrm', 'yamarket', 'wildberries'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** API paths of each kind's settings; integrations are `${path}/{settingsId}/integrations`. */
export const MODULE_PATHS: Record<ModuleKind, string> = {
  insales: '/v1/app/modules/insales',
  retailcrm: '/v1/app/modules/retailcrm/settings',
  yamarket: '/v1/app/marketplaces/yamarket/settings',
  wildberries: '/v1/app/marketplaces/wildberries/settings',
};
