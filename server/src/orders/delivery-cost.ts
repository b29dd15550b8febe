// The cost figures the aggregator adds to an order: the delivery price when the client did not bring
// one from the calculator, and the insurance and cash-handling fees. A simple, stable price model: the
// demo needs plausible roubles, not a carrier's real price list.
import { DELIVERY_COURIER, type OrderCreate } from '../../../src/contract';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Per cent of the declared value and of the cash collected. */
const INSURANCE_RATE = 0.0075;
const CASH_SERVICE_RATE = 0.02;

export function costRead(cost: OrderCreate['cost'], weightGrams: number, deliveryType: number) {
  const kg = Math.max(1, Math.ceil(weightGrams / 1000));
  const base = deliveryType === DELIVERY_COURIER ? 390 : 260;
  return {
    ...cost,
    deliveryCost: cost.deliveryCost ?? round2(base + (kg - 1) * 45),
    insuranceFee: round2(cost.assessedCost * INSURANCE_RATE),
    cashServiceFee: round2(cost.codCost * CASH_SERVICE_RATE),
  };
}
