// Checks of form fields beyond their schema that several resources share; each returns the field
// failures it finds, so one answer lists every problem of the form at once.
import type { FieldFailure } from './api-failure';
import { isValidEmail, normalizeEmail } from './email';

/** The product's email rule (email.ts) for a field that may stay empty. */
export function optionalEmail(value: string | null | undefined, field = 'email'): FieldFailure[] {
  if (!value) return [];
  return isValidEmail(normalizeEmail(value)) ? [] : [{ field, text: 'incorrectEmail' }];
}

/** As the product fixes it: number inputs take a step of 0.01, i.e. at most two decimals. */
export const hasTwoDecimalsAtMost = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export function twoDecimals(value: number, field: string): FieldFailure[] {
  return hasTwoDecimalsAtMost(value) ? [] : [{ field, text: 'twoDecimals' }];
}
