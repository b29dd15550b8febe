// The calculator request for the order being typed: its service, tariff types, cities, places and value, or the
// first thing still missing for one. The answer's line for the order's tariff is its price and term.
import type { CalculatedTariff, CalculatorAnswer, CalculatorRequest } from '../../../contract';
import { typedNumber as number, typedNumberOrNull as optional } from '../../../lib/typed-number';
import type { OrderDraft } from './order-draft';

export type QuoteMissing = 'provider' | 'tariff' | 'cities' | 'weight';


export function quoteRequestOf(draft: OrderDraft): CalculatorRequest | QuoteMissing {
  const o = draft.order;
  if (!o.providerKey) return 'provider';
  if (!o.tariffId) return 'tariff';
  if (!draft.sender.city.trim() || !draft.recipient.city.trim()) return 'cities';
  const places = draft.places.filter((p) => number(p.weight) >= 1);
  if (!places.length) return 'weight';
  const kind = (v: string) => (v === '1' ? [1 as const] : [2 as const]);
  return {
    from: { city: draft.sender.city.trim(), region: draft.sender.region.trim() || null },
    to: { city: draft.recipient.city.trim(), region: draft.recipient.region.trim() || null },
    places: places.map((p) => ({ weight: Math.round(number(p.weight)), length: optional(p.length), width: optional(p.width), height: optional(p.height) })),
    providerKeys: [o.providerKey],
    pickupTypes: kind(o.pickupType),
    deliveryTypes: kind(o.deliveryType),
    assessedCost: optional(draft.cost.assessedCost) ?? 0,
    codCost: optional(draft.cost.codCost) ?? 0,
  };
}

/** The order's tariff in the answer; null when the service does not offer it for this parcel. */
export function quotedTariff(answer: CalculatorAnswer, tariffId: number): CalculatedTariff | null {
  return [...answer.deliveryToDoor, ...answer.deliveryToPoint].flatMap((p) => p.tariffs).find((x) => x.tariffId === tariffId) ?? null;
}
