// Makes one seeded order from a PRNG: a recipient in a real city, goods from the catalogue in one or two
// places, a delivery service and tariff of the demo world, a platform with its own style of client
// number. Returns the API body; the seed area turns it into rows.
import { DELIVERY_COURIER, type OrderContact, type OrderCreate } from '../../../../src/contract';
import { weighted } from '../../lib/random';
import { CITIES, FEMALE_NAMES, MALE_NAMES, PATRONYMICS, STREETS, SURNAMES } from './data/recipients';
import { PRODUCTS } from './data/products';

export type SeedTariff = { id: number; provider_key: string; pickup_type: number; delivery_type: number; weight_max: number };
export type Maker = { random: () => number; tariffs: Map<string, SeedTariff[]>; sender: OrderContact };

/** Shares of the busiest services; every one of them is enabled in data/providers.ts. */
const PROVIDER_SHARES: Array<[string, number]> = [
  ['cdek', 30], ['rupost', 18], ['boxberry', 11], ['x5', 8], ['yataxi', 8], ['dpd', 5], ['ozon', 5],
  ['lpost', 3], ['magnit', 3], ['dalli', 3], ['cse', 2], ['pickpoint', 2], ['ems', 2],
];

export const PLATFORM_SHARES: Array<[string, number]> = [
  ['console', 35], ['insales', 20], ['retailcrm', 15], ['yamarket', 12], ['wildberries', 10], ['api', 8],
];

/** Platforms every company has: orders made in the console and through the API. */
const OWN_PLATFORMS = ['console', 'api'];

/** The shares of the platforms a company can have orders from: its own two and the modules it has connected, so
 *  no overview shows orders from a module the company never connected (docs/decisions/modules.md "Seed"). */
export const platformSharesFor = (connected: readonly string[]): Array<[string, number]> =>
  PLATFORM_SHARES.filter(([platform]) => OWN_PLATFORMS.includes(platform) || connected.includes(platform));

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const digits = (random: () => number, n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

export function clientNumberFor(platform: string, seq: number, random: () => number): string {
  if (platform === 'insales') return `#${100000 + seq}`;
  if (platform === 'retailcrm') return `${20000 + seq}A`;
  if (platform === 'yamarket') return `YM-${String(3_400_000_000 + seq * 97)}`;
  if (platform === 'wildberries') return `WB-${digits(random, 3)}${String(seq).padStart(7, '0')}`;
  if (platform === 'api') return `API-${String(seq).padStart(6, '0')}`;
  return `ORD-${String(seq).padStart(6, '0')}`;
}

export const validPhone = (random: () => number) =>
  `+7 9${digits(random, 2)} ${digits(random, 3)}-${digits(random, 2)}-${digits(random, 2)}`;

function recipient(random: () => number): OrderContact {
  const female = random() < 0.55;
  const [maleP, femaleP] = pick(random, PATRONYMICS);
  const surname = pick(random, SURNAMES);
  const name = female
    ? `${surname}а ${pick(random, FEMALE_NAMES)} ${femaleP}`
    : `${surname} ${pick(random, MALE_NAMES)} ${maleP}`;
  const city = weighted(random, CITIES.map((x) => [x, x.weight] as const));
  const postIndex = pick(random, city.postIndexes);
  const street = pick(random, STREETS);
  const house = String(1 + Math.floor(random() * 120));
  const office = random() < 0.8 ? String(1 + Math.floor(random() * 300)) : null;
  return {
    countryCode: 'RU', postIndex, region: city.region, city: city.city, street, house, office,
    lat: Math.round((city.lat + (random() - 0.5) * 0.1) * 1e5) / 1e5,
    lng: Math.round((city.lng + (random() - 0.5) * 0.1) * 1e5) / 1e5,
    addressString: [postIndex, city.city, street, `д. ${house}`, office ? `кв. ${office}` : null].filter(Boolean).join(', '),
    contactName: name,
    phone: validPhone(random),
    email: random() < 0.6 ? `client${Math.floor(random() * 1e6)}@mail.ru` : null,
  };
}

export function makeOrder(m: Maker, clientNumber: string): OrderCreate & { items: NonNullable<OrderCreate['items']> } {
  const { random } = m;
  const goods = Array.from({ length: 1 + Math.floor(random() * random() * 3) }, () => pick(random, PRODUCTS));
  const items = goods.map((g) => {
    const quantity = random() < 0.85 ? 1 : 2;
    return {
      articul: g.articul, description: g.description, quantity, weight: g.weight,
      length: g.size[0], width: g.size[1], height: g.size[2], assessedCost: g.price, cost: g.price, costVat: 20,
    };
  });
  const weight = items.reduce((sum, i) => sum + i.weight * i.quantity, 0) + 150;
  const providerKey = weighted(random, PROVIDER_SHARES);
  const fits = (m.tariffs.get(providerKey) ?? []).filter((t) => t.weight_max >= weight);
  const tariff = fits.length ? pick(random, fits) : pick(random, m.tariffs.get(providerKey)!);
  const twoPlaces = items.length > 1 && random() < 0.2;
  const box = (w: number, n: number) => ({ placeNumber: String(n), barcode: null, weight: w, length: 40, width: 30, height: 20, items: [] });
  const places = twoPlaces ? [box(Math.ceil(weight / 2), 1), box(Math.floor(weight / 2), 2)] : [box(weight, 1)];
  const assessedCost = items.reduce((sum, i) => sum + i.cost * i.quantity, 0);
  const cod = random() < 0.4;
  return {
    order: {
      clientNumber, providerKey, tariffId: tariff.id, pickupType: tariff.pickup_type, deliveryType: tariff.delivery_type,
      weight, length: 40, width: 30, height: 20 * places.length,
      pointOutId: tariff.delivery_type === DELIVERY_COURIER ? null : `${providerKey.toUpperCase()}-${1000 + Math.floor(random() * 9000)}`,
    },
    cost: {
      assessedCost, codCost: cod ? assessedCost : 0, deliveryCostVat: 20, isDeliveryPayedByRecipient: cod,
      paymentMethod: cod ? (random() < 0.5 ? 1 : 2) : 4,
    },
    sender: m.sender,
    recipient: recipient(random),
    returnAddress: null,
    places,
    items,
    extraParams: [],
  };
}
