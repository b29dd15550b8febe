// Makes one point of the demo world from its city, delivery service and type: a place around the city
// centre, a street and house, the service's code and name for it, hours, payments, limits and the rest.
// Every draw comes from the caller's generator, so the same seed makes the same points.
import type { Point, PointType } from '../../../../src/contract';
import { hashUnit, prng, uuidFrom, weighted } from '../../lib/random';
import { SCHEDULES, hoursOf } from '../../points/hours';
import { streetLocative, streetText, type Street } from '../../points/street-names';
import type { PointCity } from './data/point-cities';
import type { PointProvider } from './data/point-providers';
import { CITY_STREETS, COMMON_STREETS, FIND_NOTES, METRO_STATIONS } from './data/point-streets';

export type PointMaker = {
  random: () => number;
  /** Russian Post codes its points by their postcode: the ones given so far, so none repeats. */
  rupostIndexes: Set<string>;
  /** Names already given, per service and city: a repeat gets its house number added. */
  usedNames: Set<string>;
  seq: Map<string, number>;
};

export type PointPlace = { city: PointCity; cityIndex: number; provider: PointProvider; type: PointType };

const KM_PER_DEGREE = 111.32;
const NOTE_KIND = { 1: 'pvz', 2: 'postamat', 3: 'office', 4: 'terminal' } as const;
// Lists drawn from for every one of 100,000 points: made once, not per point.
const LETTERS = ['А', 'Б', 'В'];
/** Shares of [card, cash, cash on delivery] by type. */
const PAYMENT_SHARES: Record<PointType, readonly [number, number, number]> = {
  1: [0.92, 0.8, 0.9], 2: [0.96, 0.05, 0.7], 3: [0.95, 1, 1], 4: [0.75, 0.7, 0.4],
};
const OPERATIONS: Record<PointType, ReadonlyArray<readonly [1 | 2 | 3, number]>> = {
  1: [[3, 85], [2, 12], [1, 3]], 2: [[3, 70], [2, 28], [1, 2]], 3: [[3, 1]], 4: [[3, 95], [1, 5]],
};
const PHOTO_COUNTS: ReadonlyArray<readonly [number, number]> = [[0, 70], [1, 20], [2, 10]];
const PVZ_LIMITS = { weight: [15000, 20000, 25000, 30000], a: [60, 80, 100, 120], b: [50, 60, 80], c: [40, 50, 60], cod: [100000, 150000, 250000, 500000] };
const POSTAMAT_WEIGHTS = [15000, 20000];
const OFFICE_WEIGHTS = [20000, 31500];
const TERMINAL_WEIGHTS = [1000000, 3000000, 5000000];
const MOSCOW_CODES = ['495', '499'];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (random: () => number, share: number) => random() < share;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Cities of a million spread over 15-20 km, towns over 3-4 km; denser towards the centre. */
export const cityRadiusKm = (city: PointCity) => 2.5 + 1.5 * Math.sqrt(city.population / 100);

function scatter(random: () => number, city: PointCity) {
  const radius = cityRadiusKm(city);
  const distance = radius * random() ** 0.8;
  const [from, to] = city.land ?? [0, 360];
  const span = (to - from + 360) % 360 || 360;
  const bearing = (((from + random() * span) % 360) * Math.PI) / 180;
  const lat = city.lat + (distance * Math.cos(bearing)) / KM_PER_DEGREE;
  const lng = city.lng + (distance * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
  return { lat: round6(lat), lng: round6(lng), central: distance < radius * 0.6 };
}

function postIndexFor(m: PointMaker, city: PointCity, unique: boolean): string {
  const [low, high] = city.post;
  for (let attempt = 0; ; attempt++) {
    const prefix = low + Math.floor(m.random() * (high - low + 1));
    const index = `${prefix}${String(Math.floor(m.random() * 700)).padStart(3, '0')}`;
    if (!unique || !m.rupostIndexes.has(index) || attempt > 50) {
      if (unique) m.rupostIndexes.add(index);
      return index;
    }
  }
}

function houseOf(random: () => number): { house: string; block: string } {
  let house = String(1 + Math.floor(120 * random() ** 2));
  const suffix = random();
  if (suffix < 0.1) house += pick(random, LETTERS);
  else if (suffix < 0.15) house += `/${1 + Math.floor(random() * 3)}`;
  const kind = random();
  const block = kind < 0.12 ? `корп. ${1 + Math.floor(random() * 5)}` : kind < 0.18 ? `стр. ${1 + Math.floor(random() * 9)}` : '';
  return { house, block };
}

function digits(random: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(random() * 10);
  return out;
}

function phoneFor(random: () => number, city: PointCity): string {
  const code = city.name === 'Москва' ? pick(random, MOSCOW_CODES) : city.name === 'Санкт-Петербург' ? '812' : `9${digits(random, 2)}`;
  const n = digits(random, 7);
  return `+7 ${code} ${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`;
}

function next(m: PointMaker, key: string): number {
  const n = (m.seq.get(key) ?? 0) + 1;
  m.seq.set(key, n);
  return n;
}

function paymentsOf(random: () => number, type: PointType, operation: number) {
  const [card, cash, cod] = PAYMENT_SHARES[type];
  const paymentCard = chance(random, card);
  const paymentCash = chance(random, cash);
  // Cash on delivery is paid when the parcel is handed out, so a receive-only point takes none.
  return { paymentCard, paymentCash, cod: operation !== 1 && (paymentCard || paymentCash) && chance(random, cod) };
}

function limitsOf(random: () => number, type: PointType, cod: boolean): Point['limits'] {
  const none = { maxWeight: null, maxSizeA: null, maxSizeB: null, maxSizeC: null, maxCod: null };
  if (type === 1) {
    if (chance(random, 0.1)) return none;
    return {
      maxWeight: pick(random, PVZ_LIMITS.weight), maxSizeA: pick(random, PVZ_LIMITS.a), maxSizeB: pick(random, PVZ_LIMITS.b),
      maxSizeC: pick(random, PVZ_LIMITS.c), maxCod: cod ? pick(random, PVZ_LIMITS.cod) : null,
    };
  }
  if (type === 2) return { maxWeight: pick(random, POSTAMAT_WEIGHTS), maxSizeA: 64, maxSizeB: 41, maxSizeC: 38, maxCod: cod ? 100000 : null };
  if (type === 3) return { ...none, maxWeight: pick(random, OFFICE_WEIGHTS), maxCod: 500000 };
  return { maxWeight: pick(random, TERMINAL_WEIGHTS), maxSizeA: 300, maxSizeB: 200, maxSizeC: 180, maxCod: cod ? 250000 : null };
}

const operationOf = (random: () => number, type: PointType): 1 | 2 | 3 => weighted(random, OPERATIONS[type]);

function streetFor(random: () => number, city: PointCity): Street {
  const own = CITY_STREETS[city.name];
  return own && chance(random, 0.6) ? pick(random, own) : pick(random, COMMON_STREETS);
}

export function makePoint(m: PointMaker, { city, cityIndex, provider, type }: PointPlace, version: number): Point {
  const { random } = m;
  const id = uuidFrom(random);
  const { lat, lng, central } = scatter(random, city);
  const street = streetFor(random, city);
  const { house, block } = houseOf(random);
  const office = type === 1 && chance(random, 0.3) ? pick(random, [`пом. ${1 + Math.floor(random() * 20)}`, `оф. ${100 + Math.floor(random() * 250)}`]) : '';
  const isOffice = provider.key === 'rupost' && type === 3;
  // Russian Post codes its offices and postamats by their own postcode, which must not repeat.
  const postIndex = postIndexFor(m, city, provider.key === 'rupost');
  const code = provider.code({
    city, cityIndex, postIndex, seq: next(m, provider.key), citySeq: next(m, `${provider.key}/${city.code}`),
  });
  let name = isOffice ? `Отделение почтовой связи ${city.name} ${postIndex}` : `${pick(random, provider.names[type] ?? [''])} ${streetLocative(street)}`;
  const nameKey = `${provider.key}/${city.code}/${name}`;
  if (m.usedNames.has(nameKey)) name += `, ${house}`;
  m.usedNames.add(nameKey);
  const federal = city.region === city.name;
  const address = [postIndex, federal ? '' : city.region, federal ? city.name : `г. ${city.name}`, streetText(street), `д. ${house}`, block, office]
    .filter(Boolean).join(', ');
  const { worktime, timetable } = hoursOf(weighted(random, SCHEDULES[type]));
  const availableOperation = operationOf(random, type);
  const payments = paymentsOf(random, type, availableOperation);
  const stations = METRO_STATIONS[city.name];
  const metro = stations && central && type !== 4 ? [pick(random, stations), ...(chance(random, 0.3) ? [pick(random, stations)] : [])] : [];
  const photoCount = weighted(random, PHOTO_COUNTS);

  return {
    id, version, providerKey: provider.key, code, name, type, postIndex, lat, lng, countryCode: 'RU',
    region: city.region, city: city.name, cityGuid: cityGuidOf(city), street: streetText(street), house, block, office,
    address,
    url: provider.url?.(code) ?? '',
    email: chance(random, 0.6) ? `${code.toLowerCase().replace(/[^a-z0-9]/g, '')}@${provider.key}.demo.local` : '',
    phone: phoneFor(random, city),
    timetable, worktime,
    fittingRoom: type === 1 && chance(random, 0.35),
    ...payments,
    availableOperation,
    description: chance(random, 0.85) ? pick(random, FIND_NOTES[NOTE_KIND[type]]) : '',
    photos: Array.from({ length: photoCount }, (_, i) => `https://photos.demo.local/points/${id}/${i + 1}.jpg`),
    metro: [...new Set(metro)],
    limits: limitsOf(random, type, payments.cod),
    enabled: chance(random, 0.97),
  };
}

const guids = new Map<string, string>();

/** A stable UUID per city (FIAS-style cityGuid), the same on every machine. */
export function cityGuidOf(city: PointCity): string {
  let guid = guids.get(city.name);
  if (!guid) {
    guid = uuidFrom(prng(Math.floor(hashUnit(`city:${city.name}`) * 2 ** 32)));
    guids.set(city.name, guid);
  }
  return guid;
}
