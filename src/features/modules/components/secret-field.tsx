// A secret's input: empty, with what the server holds of it (masked) in the hint, so an edit that leaves
// it empty keeps the stored secret (lib/secret-form.ts).
import { useLingui } from '@lingui/react/macro';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { SecretValue } from '../lib/secret-form';

type SecretFieldProps = { label: string; secret: SecretValue; onChange: (secret: SecretValue) => void; error?: string };

export function SecretField({ label, secret, onChange, error }: SecretFieldProps) {
  const { t } = useLingui();
  const stored = secret.stored;
  return (
    <Field
      label={stored ? label : requiredLabel(label)}
      error={error}
      hint={stored ? t`Saved: ${stored}. Leave empty to keep it.` : t`Kept encrypted on the server and never shown again in full.`}
    >
      <Input
        type="password" autoComplete="new-password" spellCheck={false} maxLength={500} aria-required={!stored}
        value={secret.value} onChange={(e) => onChange({ ...secret, value: e.target.value })}
      />
    </Field>
  );
}
