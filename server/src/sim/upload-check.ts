// Why a simulated delivery service refuses an order on upload. Deterministic triggers first, so the
// demo and the tests can provoke a refusal on purpose (and a resend after fixing the order succeeds):
// postcode 000000, a phone that is not Russian, Kazakh or Belarusian, a parcel heavier than the tariff
// allows. Then a random share (SIM_FAIL_RATE), drawn from the order and its version, so it is repeatable.
import type { OrderContact, OrderCreate } from '../../../src/contract';
import { hashUnit } from '../lib/random';
import type { TextKey } from '../lib/texts';

/** +7 and ten digits (Russia, Kazakhstan; 8 instead of +7 is accepted) or +375 and nine (Belarus). */
export function isServicedPhone(phone: string): boolean {
  let d = phone.replace(/\D/g, '');
  if (d.length === 11 && d.startsWith('8')) d = `7${d.slice(1)}`;
  return /^7[3-9]\d{9}$/.test(d) || /^375\d{9}$/.test(d);
}

/** The parcel's weight in grams: the order's own figure, else its places, else its items. */
export function parcelWeight(body: Pick<OrderCreate, 'order' | 'places' | 'items'>): number {
  if (body.order.weight) return body.order.weight;
  const places = body.places.reduce((sum, p) => sum + (p.weight ?? 0), 0);
  if (places > 0) return places;
  return body.items.reduce((sum, i) => sum + (i.weight ?? 0) * i.quantity, 0);
}

export type UploadInput = {
  id: string;
  version: number;
  recipient: OrderContact;
  weight: number;
  tariffWeightMax: number;
};

export function uploadRefusal(o: UploadInput, failRate: number): TextKey | null {
  if (o.recipient.postIndex?.trim() === '000000') return 'uploadInvalidPostIndex';
  if (!isServicedPhone(o.recipient.phone)) return 'uploadInvalidPhone';
  if (o.weight > o.tariffWeightMax) return 'uploadWeightOverLimit';
  if (failRate > 0 && hashUnit(`${o.id}@${o.version}`) < failRate) return 'uploadServiceUnavailable';
  return null;
}
