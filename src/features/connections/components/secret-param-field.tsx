// A secret of the connection form (a password, key or token: the schema marks it): a password input that
// starts empty, with what the server holds of it (masked) in the hint, so an edit that leaves it empty keeps
// the stored secret (lib/connection-secrets.ts). Required only while the server holds none.
import { useLingui } from '@lingui/react/macro';
import type { SchemaField } from '../../../contract';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

type SecretParamFieldProps = { field: SchemaField; value: string; saved?: string; error?: string; onChange: (value: string) => void };

export function SecretParamField({ field, value, saved, error, onChange }: SecretParamFieldProps) {
  const { t } = useLingui();
  const required = field.required && !saved;
  const stored = saved; // named as in the modules' secret field, so both share one message
  const kept = stored ? t`Saved: ${stored}. Leave empty to keep it.` : t`Kept encrypted on the server and never shown again in full.`;
  const about = field.description && !/[.!?]$/.test(field.description) ? `${field.description}.` : field.description;
  return (
    <Field label={required ? `${field.name} *` : field.name} error={error} hint={about ? `${about} ${kept}` : kept}>
      <Input
        name={field.code} type="password" autoComplete="new-password" spellCheck={false} maxLength={1000}
        aria-required={required || undefined} value={value} onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
