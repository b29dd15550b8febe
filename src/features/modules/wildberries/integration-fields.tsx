// A Wildberries integration's fields: its name, then how parcels leave.
import { useLingui } from '@lingui/react/macro';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { CheckField } from '../components/check-field';
import { ShippingFields } from '../components/shipping-fields';
import type { WildberriesIntegrationForm } from './integration-form';

export function WildberriesIntegrationFields({ form, set, error, text }: FieldsProps<WildberriesIntegrationForm>) {
  const { t } = useLingui();
  return (
    <>
      <Field label={requiredLabel(t`Name`)} error={error('name')}>
        <Input {...text('name')} aria-required autoComplete="off" />
      </Field>
      <ShippingFields form={form} set={set} error={error} text={text} />
      <CheckField label={t`Bring in new orders`} checked={form.enabled} onChange={(v) => set('enabled', v)} />
    </>
  );
}
