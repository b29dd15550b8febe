// Modules (Insales, RetailCRM) and marketplaces (Yandex Market, Wildberries): the company's connections to
// the systems its orders come from (docs/decisions/modules.md). Settings hold an account at the other system;
// integrations (under a setting) say how its orders become parcels. Both are company resources synced like
// shops (collections 'modules' and 'integrations'), each item naming its `kind`.
// Secrets (apiKey, token, authToken, tokenPassword, apiToken) go in on create, are answered masked
// (SECRET_MASK and the last four characters), and a PUT without them keeps the stored value.
import { z } from 'zod';
import { ORDER_STATUS_KEYS } from './constants';
import { emailAddress, NAME_LENGTH, nameText, requiredText, RULE_CODES } from './field-rules';
import { clientId, optionalText, recordMeta } from './record-meta';
import { POINT_TYPES } from './points';

export { INTEGRATION_KINDS, MODULE_KINDS, MODULE_PATHS, type IntegrationKind, type ModuleKind } from './module-kinds';
import type { ModuleKind } from './module-kinds';

/** The mask answers show secrets with (shared with connection secrets). */
export { SECRET_MASK, maskSecret } from './secrets';

/** A secret on create: required. */
const secret = () => requiredText(500);
/** A secret on update: absent, null or '' keep the stored one. */
const keptSecret = () => z.string().trim().max(500).nullish();

/** The INN's check digits (10 digits: a company, 12: a sole trader), as the tax service computes them. */
export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const d = [...inn].map(Number);
  const check = (weights: number[]) => (weights.reduce((sum, w, i) => sum + w * d[i]!, 0) % 11) % 10;
  if (d.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11];
}
const innChecked = () => z.string().trim().refine(isValidInn, { error: RULE_CODES.invalidInnChecksum });

const httpUrl = () =>
  z.string().trim().max(500).refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, { error: RULE_CODES.invalidUrl });
const optionalHttpUrl = () => z.union([z.literal(''), httpUrl()]).nullish();

/** Ids the marketplaces give: positive whole numbers. */
const marketId = () => z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Grams. */
const weight = () => z.number().int().min(1).max(1_000_000);
const statusKey = () => z.enum(ORDER_STATUS_KEYS);
const enabled = () => z.boolean().default(true);
const kindOf = <K extends ModuleKind>(kind: K) => z.literal(kind);

// ---- Insales: one connection per shop at Insales.

const insalesFields = {
  /** The shop's id at Insales: digits. */
  shopId: z.string().trim().regex(/^\d{1,20}$/, { error: RULE_CODES.digitsOnly }),
  /** The API key's login. */
  tokenId: requiredText(200),
  enabled: enabled(),
};
export const insalesInput = z.object({ ...insalesFields, tokenPassword: keptSecret() });
export const insalesCreate = z.object({ ...insalesFields, tokenPassword: secret(), id: clientId });
export const insalesConnection = z.object({
  ...recordMeta, kind: kindOf('insales'), shopId: z.string(), tokenId: z.string(), tokenPassword: z.string(), enabled: z.boolean(),
});
export type InsalesInput = z.infer<typeof insalesInput>;
export type InsalesConnection = z.infer<typeof insalesConnection>;

// ---- RetailCRM.

export const RETAILCRM_MODES = ['aggregator', 'direct'] as const;
/** 0 the legal entity's name, 1 the manager's name, 2 custom. */
export const NAME_MODES = [0, 1, 2] as const;
export const VAT_RATES = [-1, 0, 5, 7, 10, 20, 22] as const;
const nameMode = () => z.union([z.literal(0), z.literal(1), z.literal(2)]);
const crmCode = () => z.string().trim().min(1).max(100);

export const paymentType = z.object({ code: crmCode(), isCod: z.boolean() });

const retailCrmFields = {
  url: httpUrl(),
  mode: z.enum(RETAILCRM_MODES),
  senderContactNameMode: nameMode(),
  companyNameMode: nameMode(),
  sendItemWeight: z.boolean(),
  customPickupDateField: optionalText(100),
  customClientNumberField: optionalText(100),
  showPlaceBarcodes: z.boolean(),
  useFullPriceForAssessedValue: z.boolean(),
  removeZeroPriceItems: z.boolean(),
  additionalServices: z.array(crmCode()).max(100),
  vatRate: z.union(VAT_RATES.map((rate) => z.literal(rate)) as [z.ZodLiteral<-1>, z.ZodLiteral<0>, ...z.ZodLiteral<number>[]]),
  paymentTypes: z.array(paymentType).max(100),
  /** CRM status code -> one of the 19 status keys. */
  statusMapping: z.record(crmCode(), statusKey()),
  stores: z.array(crmCode()).max(100),
  /** A point id (the company's drop-off terminal); null: none. */
  defaultTerminal: z.string().trim().max(100).nullish(),
};
export const retailCrmSettingsInput = z.object({ ...retailCrmFields, apiKey: keptSecret() });
export const retailCrmSettingsCreate = z.object({ ...retailCrmFields, apiKey: secret(), id: clientId });
export const retailCrmSettings = z.object({
  ...recordMeta, kind: kindOf('retailcrm'), apiKey: z.string(),
  url: z.string(), mode: z.enum(RETAILCRM_MODES), senderContactNameMode: nameMode(), companyNameMode: nameMode(),
  sendItemWeight: z.boolean(), customPickupDateField: z.string(), customClientNumberField: z.string(),
  showPlaceBarcodes: z.boolean(), useFullPriceForAssessedValue: z.boolean(), removeZeroPriceItems: z.boolean(),
  additionalServices: z.array(z.string()), vatRate: z.number().int(), paymentTypes: z.array(paymentType),
  statusMapping: z.record(z.string(), statusKey()), stores: z.array(z.string()), defaultTerminal: z.string().nullable(),
});
export type RetailCrmSettingsInput = z.infer<typeof retailCrmSettingsInput>;
export type RetailCrmSettings = z.infer<typeof retailCrmSettings>;

export const PAYERS = ['sender', 'receiver'] as const;
export const COST_CALCULATIONS = ['auto', 'manual'] as const;

export const retailCrmIntegrationInput = z.object({
  name: nameText(),
  description: optionalText(1000),
  logoUrl: optionalHttpUrl(),
  labelFieldName: optionalText(100),
  waybillFieldName: optionalText(100),
  defaultPayer: z.enum(PAYERS),
  zeroDeclaredValue: z.boolean(),
  lockedByDefault: z.boolean(),
  /** Include the COD and insurance fees in the calculated cost. */
  includeFees: z.boolean(),
  costCalculation: z.enum(COST_CALCULATIONS),
  enabled: enabled(),
});
export const retailCrmIntegrationCreate = retailCrmIntegrationInput.extend({ id: clientId });
export const retailCrmIntegration = z.object({
  ...recordMeta, kind: kindOf('retailcrm'), settingsId: z.string(),
  name: z.string(), description: z.string(), logoUrl: z.string(), labelFieldName: z.string(), waybillFieldName: z.string(),
  defaultPayer: z.enum(PAYERS), zeroDeclaredValue: z.boolean(), lockedByDefault: z.boolean(), includeFees: z.boolean(),
  costCalculation: z.enum(COST_CALCULATIONS), enabled: z.boolean(),
});
export type RetailCrmIntegrationInput = z.infer<typeof retailCrmIntegrationInput>;
export type RetailCrmIntegration = z.infer<typeof retailCrmIntegration>;

// ---- Yandex Market.

const yamarketFields = {
  name: nameText(),
  campaignId: marketId(),
  sellerInn: innChecked(),
  senderEmail: emailAddress(),
  businessId: marketId(),
  exportOrderStatus: statusKey(),
  defaultWeight: weight(),
};
export const yamarketSettingsInput = z.object({ ...yamarketFields, token: keptSecret(), authToken: keptSecret() });
export const yamarketSettingsCreate = z.object({ ...yamarketFields, token: secret(), authToken: secret(), id: clientId });
export const yamarketSettings = z.object({
  ...recordMeta, kind: kindOf('yamarket'), name: z.string(), campaignId: z.number().int(), token: z.string(), authToken: z.string(),
  sellerInn: z.string(), senderEmail: z.string(), businessId: z.number().int(), exportOrderStatus: statusKey(), defaultWeight: z.number().int(),
});
export type YamarketSettingsInput = z.infer<typeof yamarketSettingsInput>;
export type YamarketSettings = z.infer<typeof yamarketSettings>;

export const COD_FILTERS = ['all', 'cod', 'noCod'] as const;
export type CodFilter = (typeof COD_FILTERS)[number];
/** The placeholders a point's name at the marketplace may use. */
export const POINT_NAME_PLACEHOLDERS = ['name', 'code', 'address', 'provider'] as const;
/** The point's own name (which already says its service) and its address, so no two points share a name at the
 *  marketplace (docs/decisions/modules.md "Point upload"). */
export const DEFAULT_POINT_NAME_TEMPLATE = '{name}, {address}';
const pointType = () => z.union(POINT_TYPES.map((type) => z.literal(type)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, ...z.ZodLiteral<number>[]]);

const placeholdersKnown = (template: string) =>
  [...template.matchAll(/\{([^{}]*)\}/g)].every(([, name]) => (POINT_NAME_PLACEHOLDERS as readonly string[]).includes(name!));

/** A Yandex Market integration named by its regions, for a create that names it not (docs/decisions/modules.md
 *  "Calls"): the regions, comma-separated and cut to the name's length; with the city parcels leave from when the
 *  regions alone are too short a name. */
export function defaultYamarketIntegrationName(input: { pointRegions: readonly string[]; cityFrom: string }): string {
  const cut = (text: string) => (text.length > NAME_LENGTH.max ? `${text.slice(0, NAME_LENGTH.max - 1).trimEnd()}…` : text);
  const regions = [...new Set(input.pointRegions.map((region) => region.trim()))].join(', ');
  return cut(regions.length >= NAME_LENGTH.min ? regions : `${regions} · ${input.cityFrom.trim()}`);
}

export const yamarketIntegrationInput = z.object({
  /** Optional: a create without it is named by defaultYamarketIntegrationName, an update without it keeps the name. */
  name: nameText().optional().describe('Optional. A create without it is named after its regions (comma-separated); an update without it keeps the name.'),
  /** Region names as the points carry them; at least one. */
  pointRegions: z.array(z.string().trim().min(1).max(200)).min(1).max(100),
  pointTypes: z.array(pointType()).min(1).max(POINT_TYPES.length),
  cityFrom: requiredText(200),
  /** Days a parcel waits at the point. */
  storagePeriod: z.number().int().min(1).max(90),
  /** Days added to the delivery service's term. */
  addedDays: z.number().int().min(0).max(30),
  orderCutoffHour: z.number().int().min(0).max(23),
  pointNameTemplate: requiredText(200).refine(placeholdersKnown, { error: RULE_CODES.unknownPlaceholder }),
  codFilter: z.enum(COD_FILTERS),
  warehouseId: optionalText(100),
  tariffToPointId: optionalText(100),
  tariffToDoorId: optionalText(100),
  enabled: enabled(),
});
export const yamarketIntegrationCreate = yamarketIntegrationInput.extend({ id: clientId });
export const yamarketIntegration = z.object({
  ...recordMeta, kind: kindOf('yamarket'), settingsId: z.string(), name: z.string(),
  pointRegions: z.array(z.string()), pointTypes: z.array(z.number().int()), cityFrom: z.string(), storagePeriod: z.number().int(),
  addedDays: z.number().int(), orderCutoffHour: z.number().int(), pointNameTemplate: z.string(), codFilter: z.enum(COD_FILTERS),
  warehouseId: z.string(), tariffToPointId: z.string(), tariffToDoorId: z.string(), enabled: z.boolean(),
});
export type YamarketIntegrationInput = z.infer<typeof yamarketIntegrationInput>;
export type YamarketIntegration = z.infer<typeof yamarketIntegration>;

// ---- Wildberries (the project's design: what a WB seller sets up for FBS shipping with their own carrier).

const wildberriesFields = {
  name: nameText(),
  /** The seller's id at Wildberries. */
  supplierId: marketId(),
  /** The seller's warehouse id at Wildberries, where FBS orders are assigned. */
  warehouseId: marketId(),
  sellerInn: innChecked(),
  exportOrderStatus: statusKey(),
  defaultWeight: weight(),
};
export const wildberriesSettingsInput = z.object({ ...wildberriesFields, apiToken: keptSecret() });
export const wildberriesSettingsCreate = z.object({ ...wildberriesFields, apiToken: secret(), id: clientId });
export const wildberriesSettings = z.object({
  ...recordMeta, kind: kindOf('wildberries'), name: z.string(), apiToken: z.string(), supplierId: z.number().int(),
  warehouseId: z.number().int(), sellerInn: z.string(), exportOrderStatus: statusKey(), defaultWeight: z.number().int(),
});
export type WildberriesSettingsInput = z.infer<typeof wildberriesSettingsInput>;
export type WildberriesSettings = z.infer<typeof wildberriesSettings>;

export const wildberriesIntegrationInput = z.object({
  name: nameText(),
  cityFrom: requiredText(200),
  /** Our warehouse the parcels leave from. */
  warehouseId: optionalText(100),
  tariffToPointId: optionalText(100),
  tariffToDoorId: optionalText(100),
  addedDays: z.number().int().min(0).max(30),
  orderCutoffHour: z.number().int().min(0).max(23),
  enabled: enabled(),
});
export const wildberriesIntegrationCreate = wildberriesIntegrationInput.extend({ id: clientId });
export const wildberriesIntegration = z.object({
  ...recordMeta, kind: kindOf('wildberries'), settingsId: z.string(), name: z.string(), cityFrom: z.string(),
  warehouseId: z.string(), tariffToPointId: z.string(), tariffToDoorId: z.string(), addedDays: z.number().int(),
  orderCutoffHour: z.number().int(), enabled: z.boolean(),
});
export type WildberriesIntegrationInput = z.infer<typeof wildberriesIntegrationInput>;
export type WildberriesIntegration = z.infer<typeof wildberriesIntegration>;

/** What the 'modules' and 'integrations' sync collections hold. */
export type ModuleSettings = InsalesConnection | RetailCrmSettings | YamarketSettings | WildberriesSettings;
export type ModuleIntegration = RetailCrmIntegration | YamarketIntegration | WildberriesIntegration;

// ---- Point upload to Yandex Market.

export const POINT_UPLOAD_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type PointUploadStatus = (typeof POINT_UPLOAD_STATUSES)[number];
export const pointUploadError = z.object({ pointId: z.string(), message: z.string() });
export const pointUploadTask = z.object({
  id: z.string(),
  integrationId: z.string(),
  status: z.enum(POINT_UPLOAD_STATUSES),
  /** Points chosen for the upload (the preview's count). */
  total: z.number().int(),
  uploaded: z.number().int(),
  /** Points the marketplace refused, with why (at most the first 100). */
  errors: z.array(pointUploadError),
  /** Refused in all, when more than the errors listed. */
  failed: z.number().int(),
  created: z.string(),
  updated: z.string(),
});
export type PointUploadTask = z.infer<typeof pointUploadTask>;

// ---- Connection check: does the service take these keys? (docs/decisions/modules.md "Connection check")

/** The kinds whose service has a call that answers whether a key is good. */
export const CHECKABLE_KINDS = ['retailcrm', 'yamarket'] as const;
export type CheckableKind = (typeof CHECKABLE_KINDS)[number];

export const CONNECTION_CHECK_PATHS: Record<CheckableKind, string> = {
  retailcrm: '/v1/app/modules/retailcrm/connection-check',
  yamarket: '/v1/app/marketplaces/yamarket/connection-check',
};

/** The form's values; a secret left out (absent, null, '' or the mask) is the stored one of `settingsId`. */
export const retailCrmCheckRequest = z.object({
  settingsId: z.string().trim().min(1).max(100).optional(),
  url: httpUrl(),
  apiKey: keptSecret(),
});
export const yamarketCheckRequest = z.object({
  settingsId: z.string().trim().min(1).max(100).optional(),
  campaignId: marketId(),
  token: keptSecret(),
  authToken: keptSecret(),
});
export type RetailCrmCheckRequest = z.infer<typeof retailCrmCheckRequest>;
export type YamarketCheckRequest = z.infer<typeof yamarketCheckRequest>;

/** `ok`: the service took the keys; `message`: what it said, in the reader's language. */
export const connectionCheckAnswer = z.object({ ok: z.boolean(), message: z.string() });
export type ConnectionCheckAnswer = z.infer<typeof connectionCheckAnswer>;
