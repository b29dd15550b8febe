// A validation hook for forms whose required fields have their own texts (the product's: 'Необходимо
// заполнить Имя Магазина', 'Пожалуйста, введите название'): a field that is missing or blank gets its
// text; every other failure reads as in the default hook (validation-hook.ts).
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/api-failure';
import type { TextKey } from '../lib/texts';
import { valueAt } from '../../../src/contract';
import { assertNoNul } from './refuse-nul';
import { toFieldFailure, validData, type HookResult } from './validation-hook';

type Issue = Parameters<typeof toFieldFailure>[0];
/** The text for a blank field, by its path ('name', 'conditions.0.field'); undefined keeps the default. */
export type RequiredText = (field: string) => TextKey | undefined;

/** Absent (the default hook already says 'required'), null, or shorter than one character after trimming. */
const isBlank = (issue: Issue, text: TextKey, data: unknown) =>
  text === 'required' ||
  (issue.code === 'invalid_type' && valueAt(data, issue.path) === null) ||
  (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1);

export function requiredTextsHook(textFor: RequiredText) {
  return (result: HookResult, _c: Context<AppEnv>): undefined => {
    if (result.success) {
      assertNoNul(validData(result));
      return undefined;
    }
    throw fail.fields(
      result.error.issues.map((issue) => {
        const failure = toFieldFailure(issue, result.data);
        const own = textFor(failure.field);
        return own && isBlank(issue, failure.text, result.data) ? { field: failure.field, text: own } : failure;
      }),
    );
  };
}

export const byField = (texts: Record<string, TextKey>): RequiredText => (field) =>
  Object.hasOwn(texts, field) ? texts[field] : undefined;
