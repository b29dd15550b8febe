// The Insales connection's fields; the kit's form frames them with Save and Cancel.
import { useLingui } from '@lingui/react/macro';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { CheckField } from '../components/check-field';
import { SecretField } from '../components/secret-field';
import type { InsalesForm } from './insales-form';

export function InsalesFields({ form, set, error, text }: FieldsProps<InsalesForm>) {
  const { t } = useLingui();
  return (
    <>
      <Field label={requiredLabel(t`Shop ID at Insales`)} error={error('shopId')} hint={t`Digits, as in the address of the shop's admin panel`}>
        <Input {...text('shopId')} inputMode="numeric" aria-required autoComplete="off" />
      </Field>
      <Field label={requiredLabel(t`Token ID`)} error={error('tokenId')} hint={t`The API key's login (Insales: Applications > Developers)`}>
        <Input {...text('tokenId')} aria-required autoComplete="off" spellCheck={false} />
      </Field>
      <SecretField label={t`Token password`} secret={form.tokenPassword} onChange={(v) => set('tokenPassword', v)} error={error('tokenPassword')} />
      <CheckField
        label={t`Bring in new orders`} hint={t`Orders placed in the shop become parcels here`}
        checked={form.enabled} onChange={(v) => set('enabled', v)}
      />
    </>
  );
}
