// The product's form rules, returning Lingui descriptors so each form shows them in the active language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_LENGTH, USERNAME_LENGTH } from '../../../contract/constants';

/** Letters, digits, dot, dash, underscore and Cyrillic letters, then @ and a domain with dots. */
export const EMAIL_PATTERN = /^[\w.\-а-яё]+@[\w\-а-яё]+(\.[\w\-а-яё]+)+$/i;

export type Problem = MessageDescriptor | null;

export const trimmed = (value: string) => value.trim();

export function checkEmail(value: string): Problem {
  return EMAIL_PATTERN.test(trimmed(value)) ? null : msg`Incorrect email`;
}

const within = (value: string, { min, max }: { min: number; max: number }) =>
  value.length >= min && value.length <= max;

export function checkUsername(value: string): Problem {
  const { min, max } = USERNAME_LENGTH;
  return within(trimmed(value), USERNAME_LENGTH) ? null : msg`Username must be from ${min} to ${max} characters!`;
}

export function checkPassword(value: string): Problem {
  const { min, max } = PASSWORD_LENGTH;
  return within(value, PASSWORD_LENGTH) ? null : msg`Password must be from ${min} to ${max} characters!`;
}

export function checkPasswordsMatch(password: string, confirmation: string): Problem {
  return password === confirmation ? null : msg`Password and confirmation password do not match`;
}

/** Name helper: 2 to 100 characters after trimming; the short name helper takes 2 to 50. */
export function checkTextLength(value: string, min = 2, max = 100): Problem {
  return within(trimmed(value), { min, max }) ? null : msg`The length of the text must be from ${min} to ${max}`;
}

/** Runs named checks and keeps the first problem of each field. */
export function collectProblems<K extends string>(checks: Record<K, Problem>): Partial<Record<K, MessageDescriptor>> {
  const out: Partial<Record<K, MessageDescriptor>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const problem = checks[key];
    if (problem) out[key] = problem;
  }
  return out;
}
