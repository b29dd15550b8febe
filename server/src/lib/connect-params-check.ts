// Checks a connection's connectParams against the provider's stored form (db/schema-field.ts), as the
// console's form does: required fields 'Введите значение', numbers from 0 with
// at most 2 decimals for floats, booleans for bool/boolean, option codes for array fields (a list
// when `multiple`), text for the rest; codes the form does not have are refused.
import { hasTwoDecimalsAtMost, type ConnectionInput } from '../../../src/contract';
import type { StoredField } from '../db/schema-field';
import type { FieldFailure } from './api-failure';

type Params = ConnectionInput['connectParams'];
type Value = Params[string];
type Problem = Omit<FieldFailure, 'field'>;

const isEmpty = (v: Value | undefined) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function numberProblem(v: Value, integer: boolean): Problem | null {
  if (typeof v !== 'number' || !Number.isFinite(v) || (integer && !Number.isInteger(v))) return { text: 'invalidValue' };
  if (v < 0) return { text: 'numberTooSmall', params: { min: 0 } };
  if (!integer && !hasTwoDecimalsAtMost(v)) return { text: 'twoDecimals' };
  return null;
}

function valueProblem(field: StoredField, v: Value): Problem | null {
  switch (field.type) {
    case 'integer':
      return numberProblem(v, true);
    case 'float':
      return numberProblem(v, false);
    case 'bool':
    case 'boolean':
      return typeof v === 'boolean' ? null : { text: 'invalidValue' };
    case 'array': {
      const allowed = (x: unknown) => typeof x === 'string' && (!field.values || Object.hasOwn(field.values, x));
      const ok = field.multiple ? Array.isArray(v) && v.every(allowed) : allowed(v);
      return ok ? null : { text: 'invalidValue' };
    }
    case 'other':
      return typeof v === 'string' ? null : { text: 'invalidValue' };
  }
}

export function checkConnectParams(fields: StoredField[], params: Params): FieldFailure[] {
  const at = (code: string) => `connectParams.${code}`;
  const known = new Set(fields.map((f) => f.code));
  const unknown = Object.keys(params).filter((code) => !known.has(code)).map((code): FieldFailure => ({ field: at(code), text: 'unknownField' }));
  const wrong = fields.flatMap((f): FieldFailure[] => {
    const v = Object.hasOwn(params, f.code) ? params[f.code] : undefined;
    if (isEmpty(v)) return f.required ? [{ field: at(f.code), text: 'required' }] : [];
    const problem = valueProblem(f, v as Value);
    return problem ? [{ field: at(f.code), ...problem }] : [];
  });
  return [...unknown, ...wrong];
}

/** What is stored: the set values only, so an emptied field reads as absent, not as ''. */
export const setParams = (params: Params): Params =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => !isEmpty(v)));
