// The zod validation hook of every route: a failed check answers 400 / 040001 with one error per field.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { isRuleCode, PASSWORD_LENGTH, POINT_NAME_PLACEHOLDERS, USERNAME_LENGTH, valueAt, type RuleCode } from '../../../src/contract';
import { fail, type FieldFailure } from '../lib/api-failure';
import type { TextParams } from '../lib/texts';
import { assertNoNul } from './refuse-nul';

export type HookResult = { success: true } | { success: false; error: z.ZodError; data?: unknown };

/** What passed validation (the hook gets it beside success). */
export const validData = (result: HookResult): unknown => (result as { data?: unknown }).data;

/** Bounds a coded rule's text names (src/contract/field-rules.ts). */
const RULE_PARAMS: Partial<Record<RuleCode, TextParams>> = {
  passwordLength: PASSWORD_LENGTH, usernameLength: USERNAME_LENGTH,
  unknownPlaceholder: { placeholders: POINT_NAME_PLACEHOLDERS.map((name) => `{${name}}`).join(', ') },
};

export function toFieldFailure(issue: z.core.$ZodIssue, data: unknown): FieldFailure {
  const field = issue.path.map(String).join('.') || 'body';
  if (isRuleCode(issue.message)) return { field, text: issue.message, params: RULE_PARAMS[issue.message] };
  if (issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined) return { field, text: 'required' };
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return { field, text: 'textTooShort', params: { min: Number(issue.minimum) } };
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return { field, text: 'textTooLong', params: { max: Number(issue.maximum) } };
  }
  if (issue.code === 'too_small') return { field, text: 'numberTooSmall', params: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big') return { field, text: 'numberTooBig', params: { max: Number(issue.maximum) } };
  return { field, text: 'invalidValue' };
}

export function validationHook(result: HookResult, _c: Context<AppEnv>): void {
  if (result.success) return assertNoNul(validData(result));
  throw fail.fields(result.error.issues.map((issue) => toFieldFailure(issue, result.data)));
}
