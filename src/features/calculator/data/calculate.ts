// Asking the server for prices (pricing needs the network: the company's rules and the services' prices live
// there), and this session's last answer, kept in sessionStorage so that going offline, or away and back,
// still shows it.
import { apiRequest } from '../../../api/client';
import { calculatorAnswer, type CalculatorAnswer, type CalculatorRequest } from '../../../contract';
import type { CalculatorDraft } from '../lib/calculator-draft';
import { LAST_KEY } from './forget-last-calculation';
import { API_PATHS } from '../../../contract/api-paths';


export type LastCalculation = { draft: CalculatorDraft; answer: CalculatorAnswer; at: number };

export async function requestPrices(request: CalculatorRequest): Promise<CalculatorAnswer> {
  return calculatorAnswer.parse(await apiRequest<unknown>(API_PATHS.calculator.build({}), { method: 'POST', body: request }));
}

export function readLastCalculation(): LastCalculation | null {
  try {
    const stored = sessionStorage.getItem(LAST_KEY);
    if (!stored) return null;
    const last = JSON.parse(stored) as LastCalculation;
    return { ...last, answer: calculatorAnswer.parse(last.answer) };
  } catch {
    return null; // absent, from an older version, or storage refused
  }
}

export function keepLastCalculation(last: LastCalculation): void {
  try {
    sessionStorage.setItem(LAST_KEY, JSON.stringify(last));
  } catch {
    // storage full or refused: the answer stays on screen until the page closes
  }
}

