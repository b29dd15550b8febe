// The whole connection form: its state as typed, the defaults of a new
// connection, every problem at once, and the input the API takes. Pure, so it is tested without a DOM.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConnectionInput, SchemaField } from '../../../contract';
import { checkTextLength } from '../../auth/lib/validation';
import { checkParam, draftParams, paramValues, type ParamsDraft, type StoredParams } from './connect-fields';
import { checkNumber, parseNumber, REQUIRED, type Problem } from './number-rules';

export const RATE_FIELDS = ['insuranceRate', 'cashServiceRate', 'assessedCostPercent'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

export type ConnectionDraft = { name: string; inn: string; params: ParamsDraft } & Record<RateField, string>;

/** Field key -> problem; connectParams fields are keyed `connectParams.<code>`, as the server names them. */
export type FormProblems = Record<string, MessageDescriptor>;

export const paramKey = (code: string) => `connectParams.${code}`;

/** The product's defaults: insurance 0 %, cash service 0 %, assessed cost 100 %. */
export const newDraft = (fields: readonly SchemaField[]): ConnectionDraft => ({
  name: '', inn: '', insuranceRate: '0', cashServiceRate: '0', assessedCostPercent: '100', params: draftParams(fields),
});

type Saved = Pick<ConnectionInput, 'name' | 'inn' | RateField> & { connectParams?: StoredParams };

export const draftOf = (saved: Saved, fields: readonly SchemaField[]): ConnectionDraft => ({
  name: saved.name,
  inn: saved.inn ?? '',
  insuranceRate: String(saved.insuranceRate ?? 0),
  cashServiceRate: String(saved.cashServiceRate ?? 0),
  assessedCostPercent: String(saved.assessedCostPercent ?? 100),
  params: draftParams(fields, saved.connectParams ?? {}),
});

const INN = /^\d{10}(\d{2})?$/;

function checkName(name: string, takenNames: readonly string[]): Problem {
  if (name.trim() === '') return REQUIRED;
  const length = checkTextLength(name);
  if (length) return length;
  // The server answers 040902 for a second connection of the company to one service under one name.
  return takenNames.includes(name.trim()) ? msg`Already exists` : null;
}

const checkRate = (text: string): Problem => (text.trim() === '' ? REQUIRED : checkNumber(text, { max: 100 }));

/** Every problem of the form; `takenNames`: names of the provider's other connections. */
export function checkDraft(draft: ConnectionDraft, fields: readonly SchemaField[], takenNames: readonly string[] = []): FormProblems {
  const found: Array<[string, Problem]> = [
    ['name', checkName(draft.name, takenNames)],
    ['inn', draft.inn.trim() && !INN.test(draft.inn.trim()) ? msg`The INN has 10 or 12 digits` : null],
    ...RATE_FIELDS.map((f): [string, Problem] => [f, checkRate(draft[f])]),
    ...fields.map((f): [string, Problem] => [paramKey(f.code), checkParam(f, draft.params[f.code])]),
  ];
  return Object.fromEntries(found.filter((entry): entry is [string, MessageDescriptor] => entry[1] !== null));
}

/** The body of POST/PUT /v1/app/connections (without the client id); call after checkDraft found nothing. */
export const inputOf = (draft: ConnectionDraft, fields: readonly SchemaField[], providerKey: string): ConnectionInput => ({
  name: draft.name.trim(),
  providerKey,
  inn: draft.inn.trim(),
  insuranceRate: parseNumber(draft.insuranceRate),
  cashServiceRate: parseNumber(draft.cashServiceRate),
  assessedCostPercent: parseNumber(draft.assessedCostPercent),
  connectParams: paramValues(fields, draft.params),
});
