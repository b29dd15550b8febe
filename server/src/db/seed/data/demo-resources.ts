// The demo companies' shops, warehouses, connections and tariff rules (company 1 by the admin's email,
// company 2 by its own). Addresses are real places of Moscow, Saint Petersburg and Kazan; connectParams
// fit each provider's connection form; rules use only what the rule schema offers.
import type { ConnectionInput, RuleRow, ShopInput, TariffRuleInput, WarehouseInput } from '../../../../../src/contract';

export type DemoResources = {
  /** The company is the one of this user, who is also the rules' author. */
  ownerEmail: string;
  shops: ShopInput[];
  warehouses: WarehouseInput[];
  connections: ConnectionInput[];
  rules: Array<TariffRuleInput & { status: 'enabled' | 'disabled' }>;
};

const row = (field: string, operator: string, value: RuleRow['value']): RuleRow => ({ field, operator, value });
const rates = { insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100 };

export const DEMO_RESOURCES: DemoResources[] = [
  {
    ownerEmail: 'admin@demo.local',
    shops: [
      { name: 'Демо Магазин', companyName: 'ООО Демо Магазин', email: 'shop@demo.local', phone: '+7 495 123-45-67' },
      { name: 'Демо Магазин на маркетплейсах', companyName: 'ООО Демо Магазин', email: 'marketplaces@demo.local', phone: '+7 495 123-45-68' },
    ],
    warehouses: [
      {
        name: 'Склад Москва, Южный порт', countryCode: 'RU', region: 'Москва', city: 'Москва',
        cityGuid: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5', street: 'ул. Южнопортовая', house: '7', block: 'стр. 2',
        postIndex: '115088', lat: 55.7094, lon: 37.6811, companyName: 'ООО Демо Магазин', contactName: 'Иван Складов',
        phone: '+7 495 765-43-21', email: 'msk@demo.local', comment: 'Въезд с Южнопортовой, ворота 3',
        addressString: 'г Москва, ул Южнопортовая, д 7, стр 2',
      },
      {
        name: 'Склад Санкт-Петербург, Парнас', countryCode: 'RU', region: 'Санкт-Петербург', city: 'Санкт-Петербург',
        cityGuid: 'c2deb16a-0330-4f05-821f-1d09c93331e6', street: 'ул. Домостроительная', house: '14', office: 'склад 5',
        postIndex: '194292', lat: 60.0705, lon: 30.3779, companyName: 'ООО Демо Магазин', contactName: 'Пётр Невский',
        phone: '+7 812 600-11-22', email: 'spb@demo.local', addressString: 'г Санкт-Петербург, ул Домостроительная, д 14',
      },
      {
        name: 'Склад Казань', countryCode: 'RU', region: 'Республика Татарстан', city: 'Казань',
        cityGuid: '93b3df57-4c89-44df-ac42-96f05e9cd3b9', street: 'ул. Восстания', house: '100', block: 'корп. 3',
        postIndex: '420095', lat: 55.8527, lon: 49.088, companyName: 'ООО Демо Магазин', contactName: 'Рустам Галиев',
        phone: '+7 843 200-33-44', comment: 'Приём с 9:00 до 18:00', addressString: 'г Казань, ул Восстания, д 100, корп 3',
      },
    ],
    connections: [
      {
        name: 'СДЭК, основной договор', providerKey: 'cdek', inn: '7701234567', insuranceRate: 0.75, cashServiceRate: 3,
        assessedCostPercent: 100,
        connectParams: {
          account: 'demo-cdek-7f3a91', secure: 'demo-cdek-secure-52c0', tariffs: ['136', '137', '234', '368'],
          senderCity: 'Москва', defaultWeight: 500, extraDays: 1, insuranceMinimum: 50.5, printFormat: 'A6', testMode: true,
        },
      },
      {
        name: 'Boxberry', providerKey: 'boxberry', inn: '7701234567', ...rates, cashServiceRate: 2.5,
        connectParams: { apiKey: 'demo-bb-8d41e0', senderPointCode: '77961', defaultWeight: 300, testMode: true },
      },
      {
        name: 'Почта России, отделение 115088', providerKey: 'rupost', inn: '7701234567', ...rates, insuranceRate: 1,
        connectParams: {
          token: 'demo-rupost-token-a19f', userKey: 'demo-rupost-key-6b2c', tariffs: ['4030', '47030'], senderIndex: 115088,
          fragile: false, smsNotice: true,
        },
      },
      {
        name: '5Post', providerKey: 'x5', inn: '7701234567', ...rates, assessedCostPercent: 50,
        connectParams: { apiKey: 'demo-5post-3e77aa', defaultWeight: 400, testMode: false },
      },
    ],
    rules: [
      {
        name: 'Наценка 10% на курьерскую доставку', description: 'Курьер дороже нам самим', status: 'enabled',
        conditions: [row('deliveryType', '=', 1)], actions: [row('deliveryCost', 'addPercent', 10)],
      },
      {
        name: 'Бесплатная доставка в пункт выдачи от 5000 ₽', description: '', status: 'enabled',
        conditions: [row('assessedCost', '>=', 5000), row('deliveryType', '=', 2)], actions: [row('deliveryCost', 'set', 0)],
      },
      {
        name: 'Почта России только до 10 кг', description: 'Тяжёлые посылки Почтой едут слишком долго', status: 'enabled',
        conditions: [row('providerKey', '=', 'rupost'), row('weight', '>', 10000)], actions: [row('tariff', 'hide', true)],
      },
      {
        name: 'Округление стоимости до 10 ₽', description: '', status: 'enabled',
        conditions: [], actions: [row('deliveryCost', 'roundUp', 10)],
      },
      {
        name: '+1 день на сборку заказа', description: 'Включать в распродажи', status: 'disabled',
        conditions: [row('providerKey', 'in', ['cdek', 'boxberry'])], actions: [row('deliveryDays', 'add', 1)],
      },
      {
        name: 'Скидка 100 ₽ на доставку в Казань', description: 'Акция для казанского склада', status: 'disabled',
        conditions: [row('cityTo', '=', 'Казань')], actions: [row('deliveryCost', 'addFixed', -100)],
      },
    ],
  },
  {
    ownerEmail: 'other@demo.local',
    shops: [{ name: 'Другой магазин', companyName: 'ИП Другова О. П.', email: 'hello@other.local', phone: '+7 343 222-10-10' }],
    warehouses: [
      {
        name: 'Склад Екатеринбург', countryCode: 'RU', region: 'Свердловская обл', city: 'Екатеринбург',
        cityGuid: '2763c110-cb8b-416a-9dac-ad28a55b4402', street: 'ул. Старых Большевиков', house: '2а', postIndex: '620017',
        lat: 56.8901, lon: 60.6312, companyName: 'ИП Другова О. П.', contactName: 'Ольга Другова', phone: '+7 343 222-10-11',
        addressString: 'г Екатеринбург, ул Старых Большевиков, д 2А',
      },
    ],
    connections: [
      {
        name: 'DPD', providerKey: 'dpd', inn: '667012345678', ...rates,
        connectParams: {
          login: 'demo-dpd-1009', password: 'demo-dpd-pass', contractNumber: 'ДГ-2024/118', tariffs: ['door-door', 'point-door'],
          testMode: true,
        },
      },
    ],
    rules: [
      {
        name: 'Наценка 50 ₽ на DPD', description: '', status: 'enabled',
        conditions: [row('providerKey', '=', 'dpd')], actions: [row('deliveryCost', 'addFixed', 50)],
      },
      {
        name: 'Без курьера при наложенном платеже', description: '', status: 'disabled',
        conditions: [row('codCost', '>', 0), row('deliveryType', '=', 1)], actions: [row('tariff', 'hide', true)],
      },
    ],
  },
];
