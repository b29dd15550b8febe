// Valid bodies of every kind of module and marketplace resource, the paths they go to, and where each keeps its
// secrets, for the modules tests. Each test changes a copy.
import { MODULE_PATHS, type ModuleKind } from '../../src/contract';

export const SETTINGS_BODIES: Record<ModuleKind, Record<string, unknown>> = {
  insales: { shopId: '123456', tokenId: 'parcel-console', tokenPassword: 'insales-secret-0001', enabled: true },
  retailcrm: {
    apiKey: 'retailcrm-secret-0002', url: 'https://shop.retailcrm.ru', mode: 'direct', senderContactNameMode: 1, companyNameMode: 2,
    sendItemWeight: true, customPickupDateField: null, customClientNumberField: 'number', showPlaceBarcodes: false,
    useFullPriceForAssessedValue: true, removeZeroPriceItems: false, additionalServices: ['sms'], vatRate: 22,
    paymentTypes: [{ code: 'cash', isCod: true }], statusMapping: { complete: 'delivered' }, stores: ['main'], defaultTerminal: '',
  },
  yamarket: {
    name: 'Маркет тест', campaignId: 1001, token: 'yamarket-secret-0003', authToken: 'yamarket-oauth-0004', sellerInn: '7701234560',
    senderEmail: 'Market@Shop.RU', businessId: 2002, exportOrderStatus: 'uploaded', defaultWeight: 300,
  },
  wildberries: {
    name: 'WB тест', supplierId: 3003, warehouseId: 4004, apiToken: 'wildberries-secret-0005', sellerInn: '780212345600',
    exportOrderStatus: 'uploaded', defaultWeight: 250,
  },
};

export const INTEGRATION_BODIES: Record<Exclude<ModuleKind, 'insales'>, Record<string, unknown>> = {
  retailcrm: {
    name: 'Доставка', description: null, logoUrl: 'https://cdn.example.ru/logo.png', labelFieldName: null, waybillFieldName: null,
    defaultPayer: 'sender', zeroDeclaredValue: true, lockedByDefault: true, includeFees: false, costCalculation: 'manual',
  },
  yamarket: {
    name: 'Москва', pointRegions: ['Москва'], pointTypes: [1, 2], cityFrom: 'Москва', storagePeriod: 5, addedDays: 0,
    orderCutoffHour: 12, pointNameTemplate: '{provider} {code}: {address}', codFilter: 'all',
  },
  wildberries: { name: 'FBS Москва', cityFrom: 'Москва', addedDays: 1, orderCutoffHour: 15 },
};

export const SECRETS: Record<ModuleKind, string[]> = {
  insales: ['tokenPassword'], retailcrm: ['apiKey'], yamarket: ['token', 'authToken'], wildberries: ['apiToken'],
};

export const KINDS = Object.keys(SETTINGS_BODIES) as ModuleKind[];
export const INTEGRATION_KINDS = Object.keys(INTEGRATION_BODIES) as Array<Exclude<ModuleKind, 'insales'>>;

export const settingsPath = (kind: ModuleKind) => MODULE_PATHS[kind];
export const integrationsPath = (kind: ModuleKind, settingsId: string) => `${MODULE_PATHS[kind]}/${settingsId}/integrations`;
