// Field rules that the console's forms and the server both run, so the two cannot drift. A failure the plain
// zod issue (too_small, too_big, invalid_type) cannot name carries a code from RULE_CODES as its message;
// the server's texts (server/src/lib/texts.ts) and the console's (src/lib/form-issues.ts) are keyed by it.
import { z } from 'zod';
import { PASSWORD_LENGTH, USERNAME_LENGTH } from './constants';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

export const RULE_CODES = {
  /** Blank after trimming, null or absent. */
  required: 'required',
  incorrectEmail: 'incorrectEmail',
  passwordLength: 'passwordLength',
  usernameLength: 'usernameLength',
  invalidInn: 'invalidInn',
  twoDecimals: 'twoDecimals',
  phoneDigits: 'phoneDigits',
  itemsRequired: 'itemsRequired',
  /** A time window whose end is not after its start. */
  endBeforeStart: 'endBeforeStart',
  /** An INN whose check digits do not add up (marketplace sellers). */
  invalidInnChecksum: 'invalidInnChecksum',
  /** Not an http(s) address with a host name. */
  invalidUrl: 'invalidUrl',
  digitsOnly: 'digitsOnly',
  /** A {placeholder} the point name template does not know. */
  unknownPlaceholder: 'unknownPlaceholder',
} as const;
export type RuleCode = (typeof RULE_CODES)[keyof typeof RULE_CODES];

export const isRuleCode = (message: string): message is RuleCode => Object.hasOwn(RULE_CODES, message);

/** The value at an issue's path, to tell a missing field (undefined or null) from a wrong one. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Required text, trimmed: a blank value fails with 'required' alone, a short or long one by its bounds. */
export function requiredText(max: number, min = 1) {
  const filled = z.string().trim().min(1, { error: RULE_CODES.required, abort: true });
  return (min > 1 ? filled.min(min) : filled).max(max);
}

/** The product's name helper: 2 to 100 characters after trimming. */
export const NAME_LENGTH = { min: 2, max: 100 } as const;
export const nameText = () => requiredText(NAME_LENGTH.max, NAME_LENGTH.min);

/** An email that must be given, trimmed, by the product's rule. */
export const emailAddress = () =>
  z.string().trim().refine(isValidEmail, { error: RULE_CODES.incorrectEmail });

/** An email that may stay empty; when given, the product's rule. */
export const optionalEmail = () =>
  z.string().trim().max(EMAIL_MAX_LENGTH)
    .refine((value) => value === '' || isValidEmail(value), { error: RULE_CODES.incorrectEmail })
    .nullish();

export const password = () =>
  z.string()
    .min(PASSWORD_LENGTH.min, { error: RULE_CODES.passwordLength })
    .max(PASSWORD_LENGTH.max, { error: RULE_CODES.passwordLength });

export const username = () =>
  z.string().trim()
    .min(USERNAME_LENGTH.min, { error: RULE_CODES.usernameLength })
    .max(USERNAME_LENGTH.max, { error: RULE_CODES.usernameLength });

/** 10 digits (a company) or 12 (a sole trader) when not empty. */
export const INN_PATTERN = /^(\d{10}|\d{12})$/;
export const optionalInn = () =>
  z.string().trim().max(12)
    .refine((value) => value === '' || INN_PATTERN.test(value), { error: RULE_CODES.invalidInn })
    .nullish();

/** As the product fixes it: number inputs take a step of 0.01. The tolerance lets 0.1 + 0.2 pass. */
export const hasTwoDecimalsAtMost = (n: number): boolean => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A percent, 0..100, at most two decimals. */
export const percent = () =>
  z.number().min(0).max(100).refine(hasTwoDecimalsAtMost, { error: RULE_CODES.twoDecimals });

/** A phone that must be given: 10 to 15 digits, whatever spaces, dashes or brackets surround them. */
export const PHONE_DIGITS = { min: 10, max: 15 } as const;
export const phoneNumber = (max: number) =>
  requiredText(max).refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  }, { error: RULE_CODES.phoneDigits });
