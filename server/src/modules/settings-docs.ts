// The plain fields each kind of setting stores (module_settings.doc_json) and answers, from its checked input:
// optional texts left empty are stored as '', as the item shows them; secrets are kept apart
// (lib/module-secrets.ts).
import {
  normalizeEmail,
  type InsalesInput, type RetailCrmSettingsInput, type WildberriesSettingsInput, type YamarketSettingsInput,
} from '../../../src/contract';

export const insalesDoc = ({ shopId, tokenId, enabled }: InsalesInput) => ({ shopId, tokenId, enabled });

export const retailCrmSettingsDoc = (input: RetailCrmSettingsInput) => ({
  url: input.url,
  mode: input.mode,
  senderContactNameMode: input.senderContactNameMode,
  companyNameMode: input.companyNameMode,
  sendItemWeight: input.sendItemWeight,
  customPickupDateField: input.customPickupDateField ?? '',
  customClientNumberField: input.customClientNumberField ?? '',
  showPlaceBarcodes: input.showPlaceBarcodes,
  useFullPriceForAssessedValue: input.useFullPriceForAssessedValue,
  removeZeroPriceItems: input.removeZeroPriceItems,
  additionalServices: input.additionalServices,
  vatRate: input.vatRate,
  paymentTypes: input.paymentTypes,
  statusMapping: input.statusMapping,
  stores: input.stores,
  defaultTerminal: input.defaultTerminal || null,
});

export const yamarketSettingsDoc = (input: YamarketSettingsInput) => ({
  name: input.name,
  campaignId: input.campaignId,
  sellerInn: input.sellerInn,
  senderEmail: normalizeEmail(input.senderEmail),
  businessId: input.businessId,
  exportOrderStatus: input.exportOrderStatus,
  defaultWeight: input.defaultWeight,
});

export const wildberriesSettingsDoc = (input: WildberriesSettingsInput) => ({
  name: input.name,
  supplierId: input.supplierId,
  warehouseId: input.warehouseId,
  sellerInn: input.sellerInn,
  exportOrderStatus: input.exportOrderStatus,
  defaultWeight: input.defaultWeight,
});
