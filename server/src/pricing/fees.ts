// The extras a connection's rates put on a tariff (docs/decisions/pricing.md): insurance on the declared value and
// the cash-handling fee on cash on delivery, in kopecks, computed before the tariff rules.
import { percentOf } from './money';

export type ConnectionRates = {
  /** % of the insured part of the declared value. */
  insuranceRate: number;
  /** % of the cash on delivery. */
  cashServiceRate: number;
  /** The insured part of the declared value, %. */
  assessedCostPercent: number;
  /** Kopecks; the fee is raised to it when the rate is above 0. */
  insuranceMinimum: number;
};

export const NO_RATES: ConnectionRates = { insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100, insuranceMinimum: 0 };

export function insuranceFee(assessedKopecks: number, rates: ConnectionRates): number {
  if (rates.insuranceRate <= 0) return 0;
  const insured = (assessedKopecks * rates.assessedCostPercent) / 100;
  return Math.max(percentOf(insured, rates.insuranceRate), rates.insuranceMinimum);
}

export const cashServiceFee = (codKopecks: number, rates: ConnectionRates): number =>
  rates.cashServiceRate > 0 ? percentOf(codKopecks, rates.cashServiceRate) : 0;
