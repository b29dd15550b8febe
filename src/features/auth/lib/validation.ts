// The product's form rules, returning Lingui descriptors so each form shows them in the active language.
// The rules are the contract's (src/contract/field-rules.ts), the ones the server runs on the same fields.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { emailAddress, password, username } from '../../../contract/field-rules';
import { fieldProblem } from '../../../lib/form-issues';

export type Problem = MessageDescriptor | null;

export const trimmed = (value: string) => value.trim();

const EMAIL = emailAddress();
const USERNAME = username();
const PASSWORD = password();

export const checkEmail = (value: string): Problem => fieldProblem(EMAIL, value);

export const checkUsername = (value: string): Problem => fieldProblem(USERNAME, value);

export const checkPassword = (value: string): Problem => fieldProblem(PASSWORD, value);

export function checkPasswordsMatch(password: string, confirmation: string): Problem {
  return password === confirmation ? null : msg`Password and confirmation password do not match`;
}

/** Name helper: 2 to 100 characters after trimming; the short name helper takes 2 to 50. */
export function checkTextLength(value: string, min = 2, max = 100): Problem {
  return fieldProblem(z.string().trim().min(min).max(max), value);
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
