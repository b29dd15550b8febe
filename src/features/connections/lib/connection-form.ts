// The whole connection form: its state as typed, the defaults of a new
// connection, every problem at once, and the input the API takes. Pure, so it is tested without a DOM.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SchemaField } from '../../../contract';
import { connectionInput, type ConnectionInput } from '../../../contract/connections';
import { formProblems } from '../../../lib/form-issues';
import { checkParam, draftParams, paramValues, type ParamsDraft, type StoredParams } from './connect-fields';
import { savedSecretsOf, shownParams, type SavedSecrets } from './connection-secrets';
import { parseNumber, REQUIRED, type Problem } from './number-rules';
import { numberAsTyped } from '../../../lib/typed-number';

export const RATE_FIELDS = ['insuranceRate', 'cashServiceRate', 'assessedCostPercent'] as const;
export type RateField = (typeof RATE_FIELDS)[number];

/** `saved`: the masks of the secrets the server holds (lib/connection-secrets.ts), shown beside their empty inputs. */
export type ConnectionDraft = { name: string; inn: string; params: ParamsDraft; saved: SavedSecrets } & Record<RateField, string>;

/** Field key -> problem; connectParams fields are keyed `connectParams.<code>`, as the server names them. */
export type FormProblems = Record<string, MessageDescriptor>;

export const paramKey = (code: string) => `connectParams.${code}`;

/** The product's defaults: insurance 0 %, cash service 0 %, assessed cost 100 %. */
export const newDraft = (fields: readonly SchemaField[]): ConnectionDraft => ({
  name: '', inn: '', insuranceRate: '0', cashServiceRate: '0', assessedCostPercent: '100', params: draftParams(fields), saved: {},
});

type Saved = Pick<ConnectionInput, 'name' | 'inn' | RateField> & { connectParams?: StoredParams };

/** `locale`: the UI's, whose decimal mark the numbers are shown with (the list shows "0,75 %" in Russian). */
export const draftOf = (saved: Saved, fields: readonly SchemaField[], locale = 'en'): ConnectionDraft => ({
  name: saved.name,
  inn: saved.inn ?? '',
  insuranceRate: numberAsTyped(saved.insuranceRate ?? 0, locale),
  cashServiceRate: numberAsTyped(saved.cashServiceRate ?? 0, locale),
  assessedCostPercent: numberAsTyped(saved.assessedCostPercent ?? 100, locale),
  params: draftParams(fields, saved.connectParams ?? {}, locale),
  saved: savedSecretsOf(fields, saved.connectParams ?? {}),
});

/** The fields of the body the form types; connectParams follow the provider's form (connect-fields.ts). */
const TYPED_FIELDS = connectionInput.pick({ name: true, inn: true, insuranceRate: true, cashServiceRate: true, assessedCostPercent: true });

/** The contract's checks of name, INN and rates (the server runs the same); a rate left empty is required
 *  here, though the API would take its default. */
function bodyProblems(draft: ConnectionDraft): FormProblems {
  const rate = (text: string) => (text.trim() === '' ? undefined : parseNumber(text));
  const problems = formProblems(TYPED_FIELDS, {
    name: draft.name, inn: draft.inn,
    insuranceRate: rate(draft.insuranceRate), cashServiceRate: rate(draft.cashServiceRate), assessedCostPercent: rate(draft.assessedCostPercent),
  });
  for (const f of RATE_FIELDS) if (draft[f].trim() === '') problems[f] = REQUIRED;
  return problems;
}

/** Every problem of the form; `takenNames`: names of the provider's other connections. */
export function checkDraft(draft: ConnectionDraft, fields: readonly SchemaField[], takenNames: readonly string[] = []): FormProblems {
  const problems = bodyProblems(draft);
  // The server answers 040902 for a second connection of the company to one service under one name.
  if (!problems.name && takenNames.includes(draft.name.trim())) problems.name = msg`Already exists`;
  const params = fields.map((f): [string, Problem] => [paramKey(f.code), checkParam(f, draft.params[f.code], draft.saved[f.code])]);
  return { ...problems, ...Object.fromEntries(params.filter((entry): entry is [string, MessageDescriptor] => entry[1] !== null)) };
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

/** What this device shows of the queued change until the server answers: the input with its secrets masked. */
export const shownOf = (draft: ConnectionDraft, fields: readonly SchemaField[], input: ConnectionInput): Pick<ConnectionInput, 'connectParams'> => ({
  connectParams: shownParams(fields, input.connectParams, draft.saved),
});
