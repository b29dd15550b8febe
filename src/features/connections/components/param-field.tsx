// One field of a provider's connection form, drawn from its schema entry: a flag,
// a choice, a group of choices, a number (from 0; floats by 0.01, integers whole), a secret or text.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SchemaField } from '../../../contract';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { controlOf, type ParamDraft } from '../lib/connect-fields';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SecretParamField } from './secret-param-field';
import { SUGGEST_TYPES, SuggestInput } from './suggest-input';

type ParamFieldProps = {
  field: SchemaField; providerKey: string; value: ParamDraft; error?: string; onChange: (value: ParamDraft) => void;
  /** A secret's mask, as the server holds it. */
  saved?: string;
};

export function ParamField({ field, providerKey, value, saved, error, onChange }: ParamFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const control = controlOf(field);
  const label = field.required ? `${field.name} *` : field.name;
  const suggest = field.remote && SUGGEST_TYPES.has(field.remote.suggestType) ? field.remote.suggestType : null;
  const hint = field.description
    || (field.remote && !suggest ? t`Enter the value in full: suggestions are not available here` : undefined)
    || (control === 'list' ? t`Separate values with commas` : undefined);
  const text = typeof value === 'string' ? value : '';
  const common = { name: field.code, 'aria-required': field.required || undefined };

  switch (control) {
    case 'secret':
      return <SecretParamField field={field} value={text} saved={saved} error={error} onChange={onChange} />;
    case 'flag':
      return (
        <div className="flex flex-col gap-1" data-slot="field">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Checkbox {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} aria-describedby={hint ? `${id}-hint` : undefined} />
            {field.name}
          </label>
          {hint && <p id={`${id}-hint`} className="text-xs text-slate-500">{hint}</p>}
        </div>
      );
    case 'choices':
      return (
        <ChoiceGroup
          label={label} options={field.values ?? {}} value={Array.isArray(value) ? value : []} onChange={onChange}
          hint={hint} error={error}
        />
      );
    case 'choice':
      return (
        <Field label={label} hint={hint} error={error}>
          <Select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
            <option value="">{field.required ? t`Choose…` : t`Not set`}</option>
            {Object.entries(field.values ?? {}).map(([code, name]) => <option key={code} value={code}>{name}</option>)}
          </Select>
        </Field>
      );
    case 'integer':
    case 'float':
      return (
        <Field label={label} hint={hint} error={error}>
          {/* Text, not type=number, for the locale's decimal mark (rate-fields.tsx); number-rules.ts checks it. */}
          <Input
            {...common} inputMode={control === 'float' ? 'decimal' : 'numeric'} autoComplete="off"
            value={text} onChange={(e) => onChange(e.target.value)}
          />
        </Field>
      );
    default:
      if (suggest) {
        return (
          <Field label={label} hint={hint} error={error}>
            <SuggestInput {...common} suggestType={suggest} providerKey={providerKey} value={text} onChange={onChange} />
          </Field>
        );
      }
      return (
        <Field label={label} hint={hint} error={error}>
          <Input {...common} autoComplete="off" spellCheck={false} value={text} onChange={(e) => onChange(e.target.value)} />
        </Field>
      );
  }
}
