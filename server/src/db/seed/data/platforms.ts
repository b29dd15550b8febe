// Shop platforms, CRMs and marketplaces the console connects.
export type PlatformSeed = { key: string; name: string; nameEn?: string; description: [ru: string, en: string] };

export const PLATFORMS: PlatformSeed[] = [
  { key: 'insales', name: 'Insales', description: ['Платформа интернет-магазинов', 'Online-shop platform'] },
  { key: 'retailcrm', name: 'RetailCRM', description: ['CRM для интернет-магазинов', 'CRM for online shops'] },
  { key: 'yamarket', name: 'Яндекс Маркет', nameEn: 'Yandex Market', description: ['Маркетплейс Яндекса', 'Yandex marketplace'] },
  { key: 'wildberries', name: 'Wildberries', description: ['Маркетплейс Wildberries', 'Wildberries marketplace'] },
  { key: 'api', name: 'API', description: ['Заказы, созданные через API', 'Orders created through the API'] },
  { key: 'console', name: 'Parcel Console', description: ['Заказы, созданные в консоли', 'Orders created in the console'] },
];
