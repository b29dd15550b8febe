// The extras a connection's rates put on a tariff (docs/decisions/pricing.md): insurance on the declared value and
// the cash-handling fee on cash on delivery, in kopecks, computed before the tariff rules.
import type { FeeTerms } from '../../../src/contract';
import { percentOf, toRoubles } from './money';

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

/** The insurance by the rate alone, before the minimum. */
const byRate = (assessedKopecks: number, rates: ConnectionRates): number =>
  percentOf((assessedKopecks * rates.assessedCostPercent) / 100, rates.insuranceRate);

export function insuranceFee(assessedKopecks: number, rates: ConnectionRates): number {
  if (rates.insuranceRate <= 0) return 0;
  return Math.max(byRate(assessedKopecks, rates), rates.insuranceMinimum);
}

export const cashServiceFee = (codKopecks: number, rates: ConnectionRates): number =>
  rates.cashServiceRate > 0 ? percentOf(codKopecks, rates.cashServiceRate) : 0;

/** What the answer says of how the fees were made (a fee shown without its rate or minimum reads as a mistake). */
export const feeTerms = (assessedKopecks: number, rates: ConnectionRates): FeeTerms => ({
  insuranceRate: rates.insuranceRate,
  insuredPercent: rates.assessedCostPercent,
  insuranceMinimum: toRoubles(rates.insuranceMinimum),
  insuranceMinimumApplied: rates.insuranceRate > 0 && byRate(assessedKopecks, rates) < rates.insuranceMinimum,
  cashServiceRate: rates.cashServiceRate,
});
