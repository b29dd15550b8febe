// How connection-form fields are stored in connect_schemas.fields (JSON): texts in both languages,
// turned into the contract's schemaField for the caller's language on the way out.
import type { SCHEMA_FIELD_TYPES, SchemaField } from '../../../src/contract';
import type { Lang } from '../lib/texts';

type Texts = { ru: string; en: string };
type FieldType = (typeof SCHEMA_FIELD_TYPES)[number];

export type StoredField = {
  code: string;
  type: FieldType;
  required: boolean;
  multiple: boolean;
  name: Texts;
  description: Texts;
  values: Record<string, Texts> | null;
  remote: { suggestType: string } | null;
  /** A password, key or token: sealed with the params, answered masked, kept by a PUT that leaves it out
   *  (lib/connection-secrets.ts). Absent in forms stored before the flag existed, until the seed marks them. */
  secret?: boolean;
};

type FieldOptions = {
  required?: boolean;
  multiple?: boolean;
  description?: [ru: string, en: string];
  /** Option value -> label; a plain string is the same in both languages (brand or code names). */
  values?: Record<string, string | [ru: string, en: string]>;
  /** The console suggests values from this source as the user types (e.g. 'city'). */
  suggest?: string;
  /** A password, key or token (docs/decisions/security.md "Connection secrets"). */
  secret?: boolean;
};

const texts = (t: string | [string, string]): Texts => (typeof t === 'string' ? { ru: t, en: t } : { ru: t[0], en: t[1] });

/** Shorthand for seed data: field('account', 'other', ['Аккаунт', 'Account'], { required: true }). */
export function field(code: string, type: FieldType, name: [ru: string, en: string], o: FieldOptions = {}): StoredField {
  return {
    code,
    type,
    required: o.required ?? false,
    multiple: o.multiple ?? false,
    name: texts(name),
    description: texts(o.description ?? ['', '']),
    values: o.values ? Object.fromEntries(Object.entries(o.values).map(([k, v]) => [k, texts(v)])) : null,
    remote: o.suggest ? { suggestType: o.suggest } : null,
    secret: o.secret ?? false,
  };
}

export function localizeFields(fields: StoredField[], lang: Lang): SchemaField[] {
  return fields.map((f) => ({
    code: f.code,
    name: f.name[lang],
    description: f.description[lang],
    type: f.type,
    required: f.required,
    multiple: f.multiple,
    values: f.values ? Object.fromEntries(Object.entries(f.values).map(([k, v]) => [k, v[lang]])) : null,
    remote: f.remote,
    secret: f.secret === true,
  }));
}
