// The calculator form's state: inputs as typed (strings), checked and turned into the request body
// (src/contract/calculator.ts) only when the user asks for prices.
import type { CalculatorRequest } from '../../../contract';
import { typedNumber as number, typedNumberOrNull as optional } from '../../../lib/typed-number';

export type ParcelDraft = { weight: string; length: string; width: string; height: string };

export type CalculatorDraft = {
  fromCity: string;
  toCity: string;
  places: ParcelDraft[];
  assessedCost: string;
  codCost: string;
  /** '' both, '1' courier, '2' at a point. */
  pickupType: string;
  deliveryType: string;
  /** Empty: every connected service. */
  providerKeys: string[];
  includeFees: boolean;
};

export const emptyParcel = (): ParcelDraft => ({ weight: '', length: '', width: '', height: '' });

export const emptyCalculatorDraft = (): CalculatorDraft => ({
  fromCity: '', toCity: '', places: [emptyParcel()], assessedCost: '0', codCost: '0', pickupType: '', deliveryType: '',
  providerKeys: [], includeFees: false,
});

export type CalculatorProblem = 'required' | 'positive' | 'notNegative';
/** Problems by field path ('fromCity', 'places.0.weight'). */
export type CalculatorProblems = Record<string, CalculatorProblem>;


export function validateCalculatorDraft(draft: CalculatorDraft): CalculatorProblems {
  const problems: CalculatorProblems = {};
  if (!draft.fromCity.trim()) problems.fromCity = 'required';
  if (!draft.toCity.trim()) problems.toCity = 'required';
  draft.places.forEach((place, i) => {
    const weight = number(place.weight);
    if (!place.weight.trim()) problems[`places.${i}.weight`] = 'required';
    else if (!(weight >= 1)) problems[`places.${i}.weight`] = 'positive';
    for (const side of ['length', 'width', 'height'] as const) {
      if (place[side].trim() && !(number(place[side]) >= 0)) problems[`places.${i}.${side}`] = 'notNegative';
    }
  });
  for (const money of ['assessedCost', 'codCost'] as const) {
    if (draft[money].trim() && !(number(draft[money]) >= 0)) problems[money] = 'notNegative';
  }
  return problems;
}

const types = (choice: string): Array<1 | 2> => (choice === '1' ? [1] : choice === '2' ? [2] : []);

/** The request for a draft without problems. Weights are grams, sides centimetres, money roubles. */
export function calculatorRequestOf(draft: CalculatorDraft): CalculatorRequest {
  return {
    from: { city: draft.fromCity.trim() },
    to: { city: draft.toCity.trim() },
    places: draft.places.map((p) => ({
      weight: Math.round(number(p.weight)), length: optional(p.length), width: optional(p.width), height: optional(p.height),
    })),
    assessedCost: optional(draft.assessedCost) ?? 0,
    codCost: optional(draft.codCost) ?? 0,
    pickupTypes: types(draft.pickupType),
    deliveryTypes: types(draft.deliveryType),
    providerKeys: draft.providerKeys,
    includeFees: draft.includeFees,
  };
}
