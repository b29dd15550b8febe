// The fixed cost model: the demo world's seeded orders, and a new order the pricing cannot price
// (order-price.ts). A simple, stable price: the demo needs plausible roubles, not a carrier's price list.
import { DELIVERY_COURIER, type OrderCreate } from '../../../src/contract';
import { toKopecks } from '../pricing/money';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Per cent of the declared value and of the cash collected. */
const INSURANCE_RATE = 0.0075;
const CASH_SERVICE_RATE = 0.02;

export type OrderCost = OrderCreate['cost'] & { deliveryCost: number; insuranceFee: number; cashServiceFee: number };

/** An order's price: the cost block as answered (deliveryCost is what the shop bills its recipient, its own
 *  number where it typed one) and what the service's acceptance charges the company, which is always the
 *  aggregator's price with its fees (docs/decisions/billing.md "What an order is charged"), and the tariff's
 *  promised days at most (null: the fixed model promises none; docs/decisions/analytics.md "Shipping"). */
export type OrderPrice = { cost: OrderCost; chargeKopecks: number; daysMax: number | null };

export const chargeOf = (deliveryKopecks: number, fees: { insuranceFee: number; cashServiceFee: number }): number =>
  deliveryKopecks + toKopecks(fees.insuranceFee) + toKopecks(fees.cashServiceFee);

export function fixedPrice(cost: OrderCreate['cost'], weightGrams: number, deliveryType: number): OrderPrice {
  const kg = Math.max(1, Math.ceil(weightGrams / 1000));
  const base = deliveryType === DELIVERY_COURIER ? 390 : 260;
  const own = round2(base + (kg - 1) * 45);
  const fees = { insuranceFee: round2(cost.assessedCost * INSURANCE_RATE), cashServiceFee: round2(cost.codCost * CASH_SERVICE_RATE) };
  return { cost: { ...cost, deliveryCost: cost.deliveryCost ?? own, ...fees }, chargeKopecks: chargeOf(toKopecks(own), fees), daysMax: null };
}
