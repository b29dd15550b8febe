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
  const numbers = [
    { key: 'length', label: t`Length, cm`, inputMode: 'decimal' },
    { key: 'width', label: t`Width, cm`, inputMode: 'decimal' },
    { key: 'height', label: t`Height, cm`, inputMode: 'decimal' },
    { key: 'weight', label: t`Weight, g`, inputMode: 'numeric' },
  ] as const;
  return (
    <>
      <Field label={requiredLabel(t`Package name`)} error={error('name')} hint={t`For example: Box S, Mailer envelope`}>
        <Input {...text('name')} aria-required autoComplete="off" />
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {numbers.map(({ key, label, inputMode }) => (
          <Field key={key} label={requiredLabel(label)} error={error(key)}>
            <Input {...text(key)} aria-required inputMode={inputMode} autoComplete="off" />
          </Field>
        ))}
      </div>
    </>
  );
}
