// Number inputs of the connection form: never below 0, floats with a step of 0.01
// (at most two decimals), integers whole. The same rules the server applies, so an offline save is
// not refused later for something the form could have said at once.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hasTwoDecimalsAtMost } from '../../../contract/field-rules';
import { typedNumber } from '../../../lib/typed-number';

export type Problem = MessageDescriptor | null;

/** The product's text: 'Please enter value' / 'Введите значение' for every required connection field. */
export const REQUIRED = msg`Please enter value`;

/** The typed text as a number; a decimal comma counts (Russian keyboards) and so do spaces between thousands
 *  (lib/typed-number.ts), anything else is NaN. */
export function parseNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : typedNumber(text);
}


type NumberRule = { integer?: boolean; min?: number; max?: number };

/** The problem with a non-empty number text, or null. Emptiness is the caller's business. */
export function checkNumber(text: string, { integer = false, min = 0, max }: NumberRule = {}): Problem {
  const n = parseNumber(text);
  if (!Number.isFinite(n)) return integer ? msg`Enter a whole number` : msg`Enter a number`;
  if (integer && !Number.isInteger(n)) return msg`Enter a whole number`;
  if (n < min) return msg`The value must be at least ${min}`;
  if (max !== undefined && n > max) return msg`The value must be at most ${max}`;
  if (!integer && !hasTwoDecimalsAtMost(n)) return msg`At most two decimal places`;
  return null;
}
