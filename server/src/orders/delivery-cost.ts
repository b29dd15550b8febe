// The fixed cost model: the demo world's seeded orders, and a new order the pricing cannot price
// (order-price.ts). A simple, stable price: the demo needs plausible roubles, not a carrier's price list.
import { DELIVERY_COURIER, type OrderCreate } from '../../../src/contract';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Per cent of the declared value and of the cash collected. */
const INSURANCE_RATE = 0.0075;
const CASH_SERVICE_RATE = 0.02;

export type OrderCost = OrderCreate['cost'] & { deliveryCost: number; insuranceFee: number; cashServiceFee: number };

export function fixedCost(cost: OrderCreate['cost'], weightGrams: number, deliveryType: number): OrderCost {
  const kg = Math.max(1, Math.ceil(weightGrams / 1000));
  const base = deliveryType === DELIVERY_COURIER ? 390 : 260;
  return {
    ...cost,
    deliveryCost: cost.deliveryCost ?? round2(base + (kg - 1) * 45),
    insuranceFee: round2(cost.assessedCost * INSURANCE_RATE),
    cashServiceFee: round2(cost.codCost * CASH_SERVICE_RATE),
  };
}
