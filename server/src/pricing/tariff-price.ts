// The simulated delivery services' own price of a tariff (docs/decisions/pricing.md): deterministic, so the
// same request always gets the same answer, and shaped like a real price list: a base price and a price per
// extra kilogram that grow with the distance band, surcharges for a courier pickup and for door delivery,
// and a term that grows with the distance. Each service's figures come from a hash of its key and tariff
// code, so services differ from each other but never from one call to the next.
import { createHash } from 'node:crypto';
import type { Band } from './distance-band';

export type PricedTariff = { providerKey: string; code: string; pickupType: number; deliveryType: number; weightMin: number; weightMax: number };

export type Parcel = { weight: number; length?: number | null; width?: number | null; height?: number | null };

/** The divisor the services use for volumetric weight: cm³ / 5000 = kg. */
const VOLUMETRIC_DIVISOR = 5000;
const BAND_FACTOR = [1, 1.3, 1.7, 2.3, 3.1] as const;

/** Grams the service charges for: per place, the greater of the real and the volumetric weight. */
export function chargeableGrams(places: Parcel[]): number {
  return places.reduce((sum, place) => {
    const volume = (place.length ?? 0) * (place.width ?? 0) * (place.height ?? 0);
    return sum + Math.max(place.weight, Math.ceil((volume * 1000) / VOLUMETRIC_DIVISOR));
  }, 0);
}

/** Stable numbers per service and tariff: the first bytes of a hash, one per figure. */
function figures(tariff: PricedTariff): number[] {
  const digest = createHash('sha1').update(`${tariff.providerKey}:${tariff.code}`).digest();
  return Array.from({ length: 6 }, (_, i) => digest.readUInt16BE(i * 2));
}

export type ServicePrice = { costKopecks: number; daysMin: number; daysMax: number };

/** The service's price, or null when the parcel is outside the tariff's weights. */
export function servicePrice(tariff: PricedTariff, grams: number, band: Band): ServicePrice | null {
  if (grams < tariff.weightMin || grams > tariff.weightMax) return null;
  const [a, b, c, d, e, f] = figures(tariff);
  const kg = Math.max(1, Math.ceil(grams / 1000));
  const base = 180 + (a % 170);
  const perKg = 18 + (b % 27);
  const courierPickup = tariff.pickupType === 1 ? 90 + (c % 60) : 0;
  const toDoor = tariff.deliveryType === 1 ? 110 + (d % 80) : 0;
  const roubles = Math.round((base + perKg * (kg - 1)) * BAND_FACTOR[band] + courierPickup + toDoor);
  const daysMin = 1 + band + (e % 2);
  return { costKopecks: roubles * 100, daysMin, daysMax: daysMin + 1 + (f % 2) };
}
