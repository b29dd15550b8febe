// The demo company's modules and marketplaces: one RetailCRM account with one integration and one Yandex Market
// account with one integration over Moscow's pickup points and postamats. Insales and Wildberries stay empty,
// for a new user to set up; the other demo company has none. The secrets are made up, shaped like real ones.
import {
  DEFAULT_POINT_NAME_TEMPLATE, type RetailCrmIntegrationInput, type RetailCrmSettingsInput, type YamarketIntegrationInput,
  type YamarketSettingsInput,
} from '../../../../../src/contract';

export type DemoModules = {
  /** The company is this user's. */
  ownerEmail: string;
  retailcrm: { settings: RetailCrmSettingsInput & { apiKey: string }; integration: RetailCrmIntegrationInput };
  /** `warehouseName`: the company's warehouse the parcels leave from, found by name. */
  yamarket: { settings: YamarketSettingsInput & { token: string; authToken: string }; integration: YamarketIntegrationInput; warehouseName: string };
};

export const DEMO_MODULES: DemoModules[] = [
  {
    ownerEmail: 'admin@demo.local',
    retailcrm: {
      settings: {
        apiKey: 'demo-rcrm-9Fq2LxV7pT4mK8sN1bW3', url: 'https://demo-shop.retailcrm.ru', mode: 'aggregator',
        senderContactNameMode: 0, companyNameMode: 0, sendItemWeight: true, customPickupDateField: 'pickup_date',
        customClientNumberField: null, showPlaceBarcodes: true, useFullPriceForAssessedValue: false, removeZeroPriceItems: true,
        additionalServices: ['insurance', 'sms'], vatRate: 20,
        paymentTypes: [{ code: 'cash', isCod: true }, { code: 'bank-card', isCod: false }, { code: 'e-money', isCod: false }],
        statusMapping: { 'send-to-delivery': 'uploaded', 'delivering': 'delivering', 'complete': 'delivered', 'cancel-other': 'deliveryCanceled' },
        stores: ['main-msk', 'spb'], defaultTerminal: null,
      },
      integration: {
        name: 'Parcel Console для RetailCRM', description: 'Доставка заказов RetailCRM через подключённые службы',
        logoUrl: null, labelFieldName: 'delivery_label', waybillFieldName: 'delivery_waybill', defaultPayer: 'receiver',
        zeroDeclaredValue: false, lockedByDefault: false, includeFees: true, costCalculation: 'auto', enabled: true,
      },
    },
    yamarket: {
      settings: {
        name: 'Демо Магазин на Маркете', campaignId: 21938475, token: 'demo-ym-ACMA7r2Qx9VbL0pE',
        authToken: 'y0_demo-AgAAAAB3kPqRAAx1YwAAAAEQ7Ks', sellerInn: '7701234560', senderEmail: 'marketplaces@demo.local',
        businessId: 9823471, exportOrderStatus: 'uploaded', defaultWeight: 500,
      },
      integration: {
        name: 'ПВЗ и постаматы Москвы', pointRegions: ['Москва'], pointTypes: [1, 2], cityFrom: 'Москва', storagePeriod: 7,
        addedDays: 1, orderCutoffHour: 14, pointNameTemplate: DEFAULT_POINT_NAME_TEMPLATE, codFilter: 'all',
        warehouseId: null, tariffToPointId: null, tariffToDoorId: null, enabled: true,
      },
      warehouseName: 'Склад Москва, Южный порт',
    },
  },
];
