// Which delivery services run points in the demo world, how many of them, of which types, what they call
// them and how each numbers its points. Keys are those of providers.ts. Shares are of all points in a city
// big enough for the service (minPopulation, thousands); freight carriers only run terminals.
import type { PointType } from '../../../../../src/contract';
import type { PointCity } from './point-cities';

export type CodeContext = { city: PointCity; cityIndex: number; seq: number; citySeq: number; postIndex: string };

export type PointProvider = {
  key: string;
  share: number;
  minPopulation: number;
  types: ReadonlyArray<readonly [PointType, number]>;
  /** Name before the place ("Пункт выдачи СДЭК" + " на Тверской"), per type; one is picked at random. */
  names: Partial<Record<PointType, string[]>>;
  /** The service's own code: digits, a city code and a number, the postcode (Russian Post), ... */
  code: (c: CodeContext) => string;
  /** The point's page on the service's site, when it has one. */
  url?: (code: string) => string;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const terminal = (key: string, share: number, minPopulation: number, name: string, prefix: string): PointProvider => ({
  key, share, minPopulation, types: [[4, 1]], names: { 4: [name] },
  code: ({ city, citySeq }) => `${prefix}-${city.code}-${citySeq}`,
});

export const POINT_PROVIDERS: PointProvider[] = [
  {
    key: 'cdek', share: 19, minPopulation: 0, types: [[1, 80], [2, 20]],
    names: { 1: ['Пункт выдачи СДЭК'], 2: ['Постамат СДЭК'] },
    code: ({ city, citySeq }) => `${city.code}${citySeq}`,
    url: (code) => `https://www.cdek.ru/ru/offices/?code=${code}`,
  },
  {
    key: 'rupost', share: 15, minPopulation: 0, types: [[3, 88], [2, 12]],
    names: { 3: ['Отделение почтовой связи'], 2: ['Почтомат Почты России'] },
    // Russian Post numbers its offices by their postcode.
    code: ({ postIndex }) => postIndex,
    url: (code) => `https://www.pochta.ru/offices/${code}`,
  },
  {
    key: 'ozon', share: 13, minPopulation: 0, types: [[1, 75], [2, 25]],
    names: { 1: ['Пункт выдачи Ozon'], 2: ['Постамат Ozon'] },
    code: ({ seq }) => `1011000${pad(seq, 6)}`,
  },
  {
    key: 'x5', share: 11, minPopulation: 0, types: [[1, 70], [2, 30]],
    names: { 1: ['5Post в «Пятёрочке»', '5Post в «Пятёрочке»', '5Post в «Перекрёстке»'], 2: ['Постамат 5Post'] },
    code: ({ seq }) => `5P${pad(seq, 6)}`,
  },
  {
    key: 'yataxi', share: 10, minPopulation: 0, types: [[1, 60], [2, 40]],
    names: { 1: ['Пункт выдачи Яндекс Доставки'], 2: ['Постамат Яндекс Доставки'] },
    code: ({ seq }) => String(20_000_000 + seq),
  },
  {
    key: 'boxberry', share: 9, minPopulation: 0, types: [[1, 90], [2, 10]],
    names: { 1: ['Пункт выдачи Boxberry'], 2: ['Постамат Boxberry'] },
    code: ({ seq }) => String(10_000 + seq),
    url: (code) => `https://boxberry.ru/find_an_office/${code}`,
  },
  {
    key: 'magnit', share: 5, minPopulation: 0, types: [[1, 90], [2, 10]],
    names: { 1: ['Магнит Пост в магазине «Магнит»'], 2: ['Постамат Магнит Пост'] },
    code: ({ seq }) => `MP${pad(seq, 6)}`,
  },
  {
    key: 'pickpoint', share: 4, minPopulation: 200, types: [[2, 90], [1, 10]],
    names: { 2: ['Постамат PickPoint'], 1: ['Пункт выдачи PickPoint'] },
    code: ({ cityIndex, citySeq }) => `${pad(cityIndex + 1, 4)}-${pad(citySeq, 3)}`,
  },
  {
    key: 'lpost', share: 4, minPopulation: 300, types: [[1, 1]],
    names: { 1: ['Пункт выдачи Л-Пост'] },
    code: ({ seq }) => String(1000 + seq),
  },
  {
    key: 'dpd', share: 4, minPopulation: 100, types: [[1, 96], [4, 4]],
    names: { 1: ['Пункт DPD Pickup'], 4: ['Терминал DPD'] },
    code: ({ city, citySeq }) => `D${city.code}${citySeq}`,
    url: (code) => `https://www.dpd.ru/ols/pickup/${code}`,
  },
  terminal('pecom', 0.2, 150, 'Терминал ПЭК', 'PEC'),
  terminal('dellin', 0.2, 150, 'Терминал Деловых Линий', 'DL'),
  terminal('baikal', 0.04, 300, 'Терминал Байкал Сервис', 'BS'),
  terminal('kit', 0.04, 300, 'Терминал ТК КИТ', 'KIT'),
  terminal('jde', 0.04, 300, 'Терминал ЖелДорЭкспедиции', 'JDE'),
  terminal('energy', 0.04, 300, 'Терминал ТК «Энергия»', 'NRG'),
  terminal('vozovoz', 0.03, 500, 'Терминал Возовоза', 'VZ'),
];
