// What to say under a result's fees (docs/decisions/pricing.md "Fees"): the rate and what it was taken of, or
// the connection's minimum when the rate gave less. 50.50 RUB of insurance at a declared value of 0 is the
// minimum, and a fee shown without that reads as a mistake.
import type { FeeTerms } from '../../../contract';

export type InsuranceNote =
  | { kind: 'noRate' }
  /** `insured`: the part of the declared value the rate is taken of (all of it at insuredPercent 100). */
  | { kind: 'rate' | 'minimum'; rate: number; insured: number; insuredPercent: number; declared: number };

export type CashNote = { kind: 'noRate' } | { kind: 'rate'; rate: number; cod: number };

/** `declared`, `cod`: the request's declared value and cash on delivery, roubles. */
export function insuranceNote(terms: FeeTerms, declared: number): InsuranceNote {
  if (terms.insuranceRate <= 0) return { kind: 'noRate' };
  return {
    kind: terms.insuranceMinimumApplied ? 'minimum' : 'rate',
    rate: terms.insuranceRate,
    insured: Math.round(declared * terms.insuredPercent) / 100,
    insuredPercent: terms.insuredPercent,
    declared,
  };
}

export const cashNote = (terms: FeeTerms, cod: number): CashNote =>
  terms.cashServiceRate > 0 ? { kind: 'rate', rate: terms.cashServiceRate, cod } : { kind: 'noRate' };
