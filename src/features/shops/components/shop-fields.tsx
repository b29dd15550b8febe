// The fields of the shop form; the kit's form (src/components/resource/resource-form.tsx) frames them
// with the required-fields note, Save and Cancel.
import { useLingui } from '@lingui/react/macro';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { ShopForm } from '../lib/shop-form';

export function ShopFields({ error, text }: FieldsProps<ShopForm>) {
  const { t } = useLingui();
  return (
    <>
      <Field label={requiredLabel(t`Shop name`)} error={error('name')}>
        <Input {...text('name')} aria-required autoComplete="off" />
      </Field>
      <Field label={t`Company name`}>
        <Input {...text('companyName')} autoComplete="organization" />
      </Field>
      <Field label={t`Email`} error={error('email')}>
        <Input {...text('email')} type="email" autoComplete="email" />
      </Field>
      <Field label={t`Phone`}>
        <Input {...text('phone')} type="tel" autoComplete="tel" />
      </Field>
    </>
  );
}
