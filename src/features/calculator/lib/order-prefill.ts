// A calculator result as the values of a new order's form (orders/lib/prefill-draft.ts): the service, its
// connection and tariff, the types, the price without the fees (the order keeps fees apart), the value and
// cash on delivery, the cities, the places, and for a point tariff the point chosen on the map or the nearest.
import type { CalculatorDraft } from './calculator-draft';
import type { ResultRow } from './result-rows';

const cents = (n: number) => String(Math.round(n * 100) / 100);

export function orderPrefillOf(draft: CalculatorDraft, row: ResultRow, pointId?: string): Record<string, string> {
  const price = row.feesIncluded ? row.deliveryCost - row.insuranceFee - row.cashServiceFee : row.deliveryCost;
  const values: Record<string, string> = {
    'order.providerKey': row.providerKey,
    'order.providerConnectId': row.providerConnectId,
    'order.tariffId': String(row.tariffId),
    'order.pickupType': String(row.pickupType),
    'order.deliveryType': String(row.deliveryType),
    'cost.deliveryCost': cents(Math.max(0, price)),
    'cost.assessedCost': draft.assessedCost.trim() || '0',
    'cost.codCost': draft.codCost.trim() || '0',
    'sender.city': draft.fromCity.trim(),
    'recipient.city': draft.toCity.trim(),
  };
  const point = pointId ?? row.pointIds[0];
  if (row.deliveryType === 2 && point) values['order.pointOutId'] = point;
  draft.places.forEach((place, i) => {
    for (const side of ['weight', 'length', 'width', 'height'] as const) {
      if (place[side].trim()) values[`places.${i}.${side}`] = place[side].trim();
    }
  });
  return values;
}
