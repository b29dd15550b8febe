// The API's paths the console and its workers call outside the change registry (src/contract/changes):
// reads, and the calls that need an answer at once. One place for every path, as typed templates
// (changes/api-path.ts), so no screen or worker spells one.
import { apiPath } from './changes/api-path';

/** Everything of the API lives below it (the service worker never caches it as the app's own files). */
export const API_PREFIX = '/v1/';

export const API_PATHS = {
  orderLabels: apiPath('/v1/app/orders/labels'),
  orderWaybills: apiPath('/v1/app/orders/waybills'),
  /** An order's status history or its changes' journal. */
  orderPart: apiPath('/v1/app/orders/{id}/{part}'),
  points: apiPath('/v1/app/list/points'),
  pointExport: apiPath('/v1/app/list/points/exports/{id}'),
  billingAccounts: apiPath('/v1/app/billing/accounts'),
  invoices: apiPath('/v1/app/billing/invoices'),
  invoice: apiPath('/v1/app/billing/invoices/{id}'),
  calculationsPurchase: apiPath('/v1/app/billing/calculations/purchase'),
  rulesReorder: apiPath('/v1/app/editors/tariff/rules/priority/update'),
  ruleDuplicate: apiPath('/v1/app/editors/tariff/rules/{id}/duplicate'),
  rulePreview: apiPath('/v1/app/editors/tariff/rules/preview'),
  ruleSchema: apiPath('/v1/app/editors/tariff/rules/schema'),
  calculator: apiPath('/v1/app/calculator'),
  tokens: apiPath('/v1/app/tokens'),
  token: apiPath('/v1/app/tokens/{id}'),
  calculationAnalytics: apiPath('/v1/app/analytics/calculations'),
  statusLag: apiPath('/v1/app/analytics/status-lag'),
  shippingAnalytics: apiPath('/v1/app/analytics/shipping'),
  syncPage: apiPath('/v1/app/sync/{collection}'),
} as const;
