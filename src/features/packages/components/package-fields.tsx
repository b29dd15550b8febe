// The fields of the package preset form: the name, then the three sides and the weight, two a row on a
// phone. The kit's form (src/components/resource/resource-form.tsx) frames them with Save and Cancel.
import { useLingui } from '@lingui/react/macro';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { PackageForm } from '../lib/package-form';

export function PackageFields({ error, text }: FieldsProps<PackageForm>) {
  const { t } = useLingui();
  return (
    <>
      <Field label={requiredLabel(t`Package name`)} error={error('name')} hint={t`For example: Box S, Mailer envelope`}>
        <Input {...text('name')} aria-required autoComplete="off" />
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Field label={requiredLabel(t`Length, cm`)} error={error('length')}>
          <Input {...text('length')} aria-required inputMode="decimal" autoComplete="off" />
        </Field>
        <Field label={requiredLabel(t`Width, cm`)} error={error('width')}>
          <Input {...text('width')} aria-required inputMode="decimal" autoComplete="off" />
        </Field>
        <Field label={requiredLabel(t`Height, cm`)} error={error('height')}>
          <Input {...text('height')} aria-required inputMode="decimal" autoComplete="off" />
        </Field>
        <Field label={requiredLabel(t`Weight, g`)} error={error('weight')}>
          <Input {...text('weight')} aria-required inputMode="numeric" autoComplete="off" />
        </Field>
      </div>
    </>
  );
}
