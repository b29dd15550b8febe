// What a simulated delivery service hands back for an order: its own number (in the format that service
// uses), a tracking page, and the address of the API call the aggregator made, for the order log.
// Derived from the order id, so an order keeps its numbers however often it is simulated.
import { hashUnit } from '../lib/random';

const digits = (seed: string, count: number): string => {
  let out = '';
  for (let i = 0; out.length < count; i++) out += String(Math.floor(hashUnit(`${seed}#${i}`) * 1e6)).padStart(6, '0');
  return out.slice(0, count);
};

const FORMATS: Record<string, (seed: string) => string> = {
  cdek: (s) => `1${digits(s, 9)}`,
  rupost: (s) => `80${digits(s, 12)}`,
  ems: (s) => `EA${digits(s, 9)}RU`,
  boxberry: (s) => `BB${digits(s, 10)}`,
  x5: (s) => `5P${digits(s, 10)}`,
  dpd: (s) => `RU0${digits(s, 8)}`,
};

export function providerNumberFor(providerKey: string, orderId: string): string {
  const format = FORMATS[providerKey];
  return format ? format(orderId) : `${providerKey.slice(0, 3).toUpperCase()}${digits(orderId, 10)}`;
}

/** A return travels under a number of its own. */
export const returnNumberFor = (providerKey: string, orderId: string): string => providerNumberFor(providerKey, `${orderId}/return`);

const TRACKING: Record<string, (n: string) => string> = {
  cdek: (n) => `https://www.cdek.ru/ru/tracking?order_id=${n}`,
  rupost: (n) => `https://www.pochta.ru/tracking#${n}`,
  ems: (n) => `https://www.pochta.ru/tracking#${n}`,
  boxberry: (n) => `https://boxberry.ru/tracking-page?id=${n}`,
};

export const trackingUrlFor = (providerKey: string, providerNumber: string): string | null =>
  TRACKING[providerKey]?.(providerNumber) ?? null;

/** The simulated service's endpoint, shown in the log. The sim: scheme says plainly that no real service was called. */
export const providerApiUrl = (providerKey: string, path: string): string => `sim://${providerKey}/api/v2/${path}`;
