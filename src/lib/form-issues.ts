// Runs a contract schema (src/contract) on a form's values and says each field's first problem in the
// console's words, through Lingui. The rules (required, lengths, patterns, ranges) live once, in the schema
// the server runs on the same body; only the texts are the console's. A form may give a field its own
// text for a kind of problem, e.g. 'Shop name is required' for a blank name.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { PASSWORD_LENGTH, USERNAME_LENGTH } from '../contract/constants';
import { isRuleCode, valueAt, type RuleCode } from '../contract/field-rules';
import { POINT_NAME_PLACEHOLDERS } from '../contract/modules';

type Issue = z.core.$ZodIssue;

/** What went wrong, in the terms a form's own texts are keyed by. */
export type IssueKind = RuleCode | 'length' | 'min' | 'max' | 'notNumber' | 'notInteger' | 'invalid';

export type KindTexts = Partial<Record<IssueKind, MessageDescriptor>>;
/** A form's own texts: by field path ('name', 'sender.phone'), or a function for paths with indexes
 *  ('items.0.quantity'). */
export type OwnTexts = Record<string, KindTexts> | ((field: string, kind: IssueKind) => MessageDescriptor | undefined);

export type FieldProblems = Record<string, MessageDescriptor>;

const isMissing = (issue: Issue, input: unknown) =>
  issue.code === 'invalid_type' && (input === undefined || input === null);

export function issueKind(issue: Issue, input: unknown): IssueKind {
  if (isRuleCode(issue.message)) return issue.message;
  if (isMissing(issue, input)) return 'required';
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'string') return 'length';
  if (issue.code === 'too_small') return 'min';
  if (issue.code === 'too_big') return 'max';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'notInteger';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'notNumber';
  return 'invalid';
}

/** The schema of one field, under optional, nullable and default wrappers. */
function fieldSchema(schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType | undefined {
  let at: z.core.$ZodType | undefined = schema;
  for (const key of [...path, null]) {
    while (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault) at = at.unwrap();
    if (key === null) return at;
    if (at instanceof z.ZodObject) at = at.shape[String(key)];
    else if (at instanceof z.ZodArray) at = at.element;
    else return undefined;
  }
  return at;
}

/** The longest text a field of the schema takes: the inputs' maxLength. */
export function maxLengthOf(schema: z.core.$ZodType, field: string): number | undefined {
  const at = fieldSchema(schema, field.split('.'));
  return at instanceof z.ZodString ? (at.maxLength ?? undefined) : undefined;
}

function lengthText(issue: Issue, schema: z.core.$ZodType): MessageDescriptor {
  const at = fieldSchema(schema, issue.path);
  const min = at instanceof z.ZodString ? (at.minLength ?? 0) : 0;
  const max = at instanceof z.ZodString ? (at.maxLength ?? 0) : 0;
  return msg`The length of the text must be from ${min} to ${max}`;
}

function minText(issue: Issue): MessageDescriptor {
  const min = issue.code === 'too_small' ? Number(issue.minimum) : 0;
  return msg`The value must be at least ${min}`;
}

function maxText(issue: Issue): MessageDescriptor {
  const max = issue.code === 'too_big' ? Number(issue.maximum) : 0;
  return msg`The value must be at most ${max}`;
}

/** The console's text for a kind of problem (also the import preview's, src/features/orders/lib/import-problem-text.ts). */
export function commonText(kind: IssueKind, issue: Issue, schema: z.core.$ZodType): MessageDescriptor {
  switch (kind) {
    case 'required':
      return msg`Please enter value`;
    case 'incorrectEmail':
      return msg`Incorrect email`;
    case 'passwordLength': {
      const { min, max } = PASSWORD_LENGTH;
      return msg`Password must be from ${min} to ${max} characters!`;
    }
    case 'usernameLength': {
      const { min, max } = USERNAME_LENGTH;
      return msg`Username must be from ${min} to ${max} characters!`;
    }
    case 'invalidInn':
      return msg`The INN has 10 or 12 digits`;
    case 'twoDecimals':
      return msg`At most two decimal places`;
    case 'invalidInnChecksum':
      return msg`Invalid INN: the check digits do not match`;
    case 'invalidUrl':
      return msg`Enter an address such as https://example.ru`;
    case 'digitsOnly':
      return msg`Digits only`;
    case 'unknownPlaceholder': {
      const placeholders = POINT_NAME_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
      return msg`The template knows only ${placeholders}`;
    }
    case 'phoneDigits':
      return msg`Enter a phone number with 10 to 15 digits`;
    case 'itemsRequired':
      return msg`Add at least one item`;
    case 'endBeforeStart':
      return msg`The end must be after the start`;
    case 'length':
      return lengthText(issue, schema);
    case 'min':
      return minText(issue);
    case 'max':
      return maxText(issue);
    case 'notNumber':
      return msg`Enter a number`;
    case 'notInteger':
      return msg`Enter a whole number`;
    case 'invalid':
      return msg`Invalid value`;
  }
}

/** Every field's first problem with `values` by `schema`, keyed by its dotted path; {} when none. */
export function formProblems(schema: z.ZodType, values: unknown, own: OwnTexts = {}): FieldProblems {
  const result = schema.safeParse(values);
  const out: FieldProblems = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (Object.hasOwn(out, field)) continue;
    const kind = issueKind(issue, valueAt(values, issue.path));
    const ownText = typeof own === 'function' ? own(field, kind) : own[field]?.[kind];
    out[field] = ownText ?? commonText(kind, issue, schema);
  }
  return out;
}

/** The first problem of one value by a field's schema, or null. */
export function fieldProblem(schema: z.ZodType, value: unknown, own: KindTexts = {}): MessageDescriptor | null {
  return formProblems(schema, value, { '': own })[''] ?? null;
}
