// The provider's connection form (connect schema) as form controls: which control
// each field gets, how stored connectParams become form text and back, and each field's problem. A secret
// starts empty and, left empty, stays out of the body: the server keeps it (lib/connection-secrets.ts).
import type { ConnectSchema, ConnectionInput, SchemaField } from '../../../contract';
import { checkNumber, parseNumber, REQUIRED, type Problem } from './number-rules';
import { numberAsTyped } from '../../../lib/typed-number';

export type ParamValue = ConnectionInput['connectParams'][string];
export type StoredParams = Record<string, ParamValue>;

/** flag: checkbox; choice: select; choices: checkbox group; list: free values separated by commas;
 *  secret: a password input. */
export type ParamControl = 'text' | 'secret' | 'integer' | 'float' | 'flag' | 'choice' | 'choices' | 'list';

/** What a control holds while the user edits: text, a flag, or the picked option codes. */
export type ParamDraft = string | boolean | string[];
export type ParamsDraft = Record<string, ParamDraft>;

const hasOptions = (field: SchemaField) => !!field.values && Object.keys(field.values).length > 0;

export function controlOf(field: SchemaField): ParamControl {
  if (field.secret === true) return 'secret';
  if (field.type === 'bool' || field.type === 'boolean') return 'flag';
  if (hasOptions(field)) return field.multiple && field.type === 'array' ? 'choices' : 'choice';
  if (field.type === 'integer' || field.type === 'float') return field.type;
  return field.type === 'array' && field.multiple ? 'list' : 'text';
}

/** The fields of one provider's form; null when the schema list has none for it. */
export const fieldsOf = (schemas: readonly ConnectSchema[], providerKey: string): SchemaField[] | null =>
  schemas.find((s) => s.providerKey === providerKey)?.fields ?? null;

const splitList = (text: string) => text.split(/[,\n]/).map((s) => s.trim()).filter(Boolean);

function draftOne(field: SchemaField, stored: ParamValue | undefined, locale: string): ParamDraft {
  switch (controlOf(field)) {
    case 'integer':
    case 'float':
      return typeof stored === 'number' ? numberAsTyped(stored, locale) : typeof stored === 'string' ? stored : '';
    case 'flag':
      return stored === true;
    case 'choices':
      return Array.isArray(stored) ? stored.map(String) : [];
    case 'list':
      return Array.isArray(stored) ? stored.join(', ') : typeof stored === 'string' ? stored : '';
    case 'secret':
      return ''; // what is stored is a mask: shown beside the input, never in it
    default:
      return stored === null || stored === undefined || Array.isArray(stored) ? '' : String(stored);
  }
}

/** Form state for the schema's fields; stored codes the form no longer has are dropped. Numbers are shown with
 *  the decimal mark of `locale`, the UI's. */
export const draftParams = (fields: readonly SchemaField[], stored: StoredParams = {}, locale = 'en'): ParamsDraft =>
  Object.fromEntries(fields.map((f) => [f.code, draftOne(f, Object.hasOwn(stored, f.code) ? stored[f.code] : undefined, locale)]));

const isBlank = (draft: ParamDraft | undefined) =>
  draft === undefined || (typeof draft === 'string' && draft.trim() === '') || (Array.isArray(draft) && draft.length === 0);

/** The value sent to the server: typed as the schema says, null when not set. */
export function paramValue(field: SchemaField, draft: ParamDraft | undefined): ParamValue {
  const control = controlOf(field);
  if (control === 'flag') return draft === true;
  if (isBlank(draft)) return null;
  if (control === 'choices') return draft as string[];
  if (control === 'list') return splitList(draft as string);
  const text = draft as string;
  if (field.type === 'integer' || field.type === 'float') return parseNumber(text);
  return text;
}

/** Every field's value; a secret left empty is left out, so the server keeps the stored one. */
export const paramValues = (fields: readonly SchemaField[], drafts: ParamsDraft): StoredParams =>
  Object.fromEntries(fields.flatMap((f) => (controlOf(f) === 'secret' && isBlank(drafts[f.code]) ? [] : [[f.code, paramValue(f, drafts[f.code])]])));

/** The problem with one field's value: required and empty (a secret the server holds is not), or a number
 *  the rules refuse. `saved`: the mask of the secret the server holds. */
export function checkParam(field: SchemaField, draft: ParamDraft | undefined, saved?: string): Problem {
  const control = controlOf(field);
  if (control === 'flag') return null;
  if (isBlank(draft)) return field.required && !(control === 'secret' && saved) ? REQUIRED : null;
  if (control === 'integer' || control === 'float') return checkNumber(draft as string, { integer: control === 'integer' });
  return null;
}
