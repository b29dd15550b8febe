// The zod validation hook of every route: a failed check answers 400 / 040001 with one error per field.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { fail, type FieldFailure } from '../lib/api-failure';

export type HookResult = { success: true } | { success: false; error: z.ZodError; data?: unknown };

export function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export function toFieldFailure(issue: z.core.$ZodIssue, data: unknown): FieldFailure {
  const field = issue.path.map(String).join('.') || 'body';
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
  if (result.success) return;
  throw fail.fields(result.error.issues.map((issue) => toFieldFailure(issue, result.data)));
}
