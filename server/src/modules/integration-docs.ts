// The plain fields each kind of integration stores (module_integrations.doc_json) and answers, from its
// checked input: optional texts left empty are stored as '', as the item shows them.
import {
  defaultYamarketIntegrationName, type RetailCrmIntegrationInput, type WildberriesIntegrationInput, type YamarketIntegrationInput,
} from '../../../src/contract';

export const retailCrmIntegrationDoc = (input: RetailCrmIntegrationInput) => ({
  name: input.name,
  description: input.description ?? '',
  logoUrl: input.logoUrl ?? '',
  labelFieldName: input.labelFieldName ?? '',
  waybillFieldName: input.waybillFieldName ?? '',
  defaultPayer: input.defaultPayer,
  zeroDeclaredValue: input.zeroDeclaredValue,
  lockedByDefault: input.lockedByDefault,
  includeFees: input.includeFees,
  costCalculation: input.costCalculation,
  enabled: input.enabled,
});

/** `stored`: the integration's fields before an update. A name left out keeps the stored one, or on a create is
 *  made from the regions (docs/api.md gives this integration no name). */
export const yamarketIntegrationDoc = (input: YamarketIntegrationInput, stored?: Record<string, unknown>) => ({
  name: input.name ?? (typeof stored?.name === 'string' ? stored.name : defaultYamarketIntegrationName(input)),
  // Each region and type once: the upload and the console's preview read them as sets.
  pointRegions: [...new Set(input.pointRegions)],
  pointTypes: [...new Set(input.pointTypes)],
  cityFrom: input.cityFrom,
  storagePeriod: input.storagePeriod,
  addedDays: input.addedDays,
  orderCutoffHour: input.orderCutoffHour,
  pointNameTemplate: input.pointNameTemplate,
  codFilter: input.codFilter,
  warehouseId: input.warehouseId ?? '',
  tariffToPointId: input.tariffToPointId ?? '',
  tariffToDoorId: input.tariffToDoorId ?? '',
  enabled: input.enabled,
});

export const wildberriesIntegrationDoc = (input: WildberriesIntegrationInput) => ({
  name: input.name,
  cityFrom: input.cityFrom,
  warehouseId: input.warehouseId ?? '',
  tariffToPointId: input.tariffToPointId ?? '',
  tariffToDoorId: input.tariffToDoorId ?? '',
  addedDays: input.addedDays,
  orderCutoffHour: input.orderCutoffHour,
  enabled: input.enabled,
});
