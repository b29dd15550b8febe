// The delivery services of the demo world: real keys and names of the Russian and CIS market. `kind`
// picks their default tariffs and connection form; services that left the market or closed are disabled.
export type ProviderKind = 'express' | 'pickup' | 'post' | 'courier' | 'freight';

export type ProviderSeed = {
  key: string;
  name: string;
  description: [ru: string, en: string];
  enabled: boolean;
  kind: ProviderKind;
};

const p = (key: string, name: string, kind: ProviderKind, ru: string, en: string, enabled = true): ProviderSeed => ({
  key, name, kind, enabled, description: [ru, en],
});

/** In the order the console lists them: the busiest services first. */
export const PROVIDERS: ProviderSeed[] = [
  p('cdek', 'СДЭК', 'express', 'Курьерская служба: доставка до двери, ПВЗ и постаматов', 'Courier service: to the door, pickup points and lockers'),
  p('rupost', 'Почта России', 'post', 'Национальный почтовый оператор: отделения по всей стране', 'National postal operator: post offices all over the country'),
  p('boxberry', 'Boxberry', 'pickup', 'Сеть пунктов выдачи и курьерская доставка', 'Pickup point network and courier delivery'),
  p('x5', '5Post', 'pickup', 'Выдача в магазинах «Пятёрочка» и «Перекрёсток»', 'Pickup in Pyaterochka and Perekrestok stores'),
  p('yataxi', 'Яндекс Доставка', 'courier', 'Курьеры день в день и пункты выдачи Яндекса', 'Same-day couriers and Yandex pickup points'),
  p('dpd', 'DPD', 'express', 'Экспресс-доставка по России и СНГ', 'Express delivery across Russia and the CIS'),
  p('ozon', 'Ozon Rocket', 'pickup', 'Пункты выдачи и постаматы Ozon', 'Ozon pickup points and lockers'),
  p('lpost', 'Л-Пост', 'pickup', 'Пункты выдачи и курьеры Л-Пост', 'L-Post pickup points and couriers'),
  p('magnit', 'Магнит Пост', 'pickup', 'Выдача заказов в магазинах «Магнит»', 'Pickup in Magnit stores'),
  p('dalli', 'Dalli Service', 'courier', 'Курьерская доставка по Москве и городам-миллионникам', 'Courier delivery in Moscow and the largest cities'),
  p('pecom', 'ПЭК', 'freight', 'Сборные грузы между терминалами и до двери', 'Groupage freight between terminals and to the door'),
  p('dellin', 'Деловые Линии', 'freight', 'Перевозка сборных грузов', 'Groupage freight'),
  p('baikal', 'Байкал Сервис', 'freight', 'Транспортная компания: сборные грузы', 'Freight carrier: groupage cargo'),
  p('kit', 'КИТ', 'freight', 'Транспортная компания КИТ', 'KIT freight company'),
  p('jde', 'ЖелДорЭкспедиция', 'freight', 'Грузоперевозки по железной дороге и автотранспортом', 'Rail and road freight'),
  p('energy', 'Энергия', 'freight', 'Транспортная компания «Энергия»', 'Energia freight company'),
  p('vozovoz', 'Возовоз', 'freight', 'Сборные грузы с доставкой до двери', 'Groupage freight with door delivery'),
  p('cse', 'КСЭ', 'express', 'Курьер Сервис Экспресс: доставка документов и посылок', 'Courier Service Express: documents and parcels'),
  p('pony', 'Pony Express', 'express', 'Экспресс-доставка документов и грузов', 'Express delivery of documents and cargo'),
  p('garantpost', 'Гарантпост', 'express', 'Курьерская служба «Гарантпост»', 'Garantpost courier service'),
  p('majorexpress', 'Major Express', 'express', 'Экспресс-доставка Major', 'Major express delivery'),
  p('flippost', 'Flippost', 'express', 'Курьерская доставка интернет-заказов', 'Courier delivery of online orders'),
  p('ems', 'EMS Почта России', 'express', 'Ускоренная доставка Почты России', 'Russian Post express delivery'),
  p('pickpoint', 'PickPoint', 'pickup', 'Сеть постаматов и пунктов выдачи', 'Locker and pickup point network'),
  p('dostavista', 'Достависта', 'courier', 'Срочная курьерская доставка по городу', 'Urgent city courier delivery'),
  p('peshkariki', 'Пешкарики', 'courier', 'Пешие курьеры по Москве и Санкт-Петербургу', 'Walking couriers in Moscow and Saint Petersburg'),
  p('topdelivery', 'TopDelivery', 'courier', 'Курьерская доставка с примеркой', 'Courier delivery with fitting'),
  p('maxipost', 'MaxiPost', 'courier', 'Курьерская доставка по регионам', 'Regional courier delivery'),
  p('glavdostavka', 'Главдоставка', 'freight', 'Доставка сборных грузов', 'Groupage freight delivery'),
  p('kazpost', 'Казпочта', 'post', 'Национальный почтовый оператор Казахстана', 'National postal operator of Kazakhstan'),
  p('alemtat', 'Alem-Tat', 'express', 'Экспресс-доставка по Казахстану', 'Express delivery across Kazakhstan'),
  p('belpost', 'Белпочта', 'post', 'Национальный почтовый оператор Беларуси', 'National postal operator of Belarus'),
  p('evropochta', 'Европочта', 'pickup', 'Пункты выдачи по Беларуси', 'Pickup points across Belarus'),
  p('iml', 'IML', 'express', 'Служба прекратила приём заказов', 'The service no longer accepts orders', false),
  p('spsr', 'SPSR Express', 'express', 'Служба прекратила работу', 'The service has closed', false),
  p('shiptor', 'Shiptor', 'pickup', 'Служба прекратила работу', 'The service has closed', false),
  p('grastin', 'Grastin', 'pickup', 'Служба прекратила работу', 'The service has closed', false),
  p('hermes', 'Hermes', 'pickup', 'Служба ушла с рынка России', 'The service left the Russian market', false),
  p('dhl', 'DHL Express', 'express', 'Внутренняя доставка по России недоступна', 'Domestic delivery in Russia is unavailable', false),
  p('cainiao', 'Cainiao', 'express', 'Международная доставка из Китая (по договору)', 'International delivery from China (by contract)', false),
  p('sberlogistics', 'СберЛогистика', 'express', 'Служба переименована, приём заказов закрыт', 'The service was renamed; orders are closed', false),
  p('avito', 'Авито Доставка', 'pickup', 'Доступна только продавцам на Авито', 'Available to Avito sellers only', false),
  p('nrg', 'Грузовичкоф', 'courier', 'Грузовое такси (по договору)', 'Cargo taxi (by contract)', false),
  p('wbtrack', 'WB Track', 'pickup', 'Доставка через пункты выдачи Wildberries (по договору)', 'Delivery through Wildberries pickup points (by contract)', false),
  p('yadostavka', 'Яндекс Маркет Доставка', 'pickup', 'Доставка для продавцов Яндекс Маркета (по договору)', 'Delivery for Yandex Market sellers (by contract)', false),
];
