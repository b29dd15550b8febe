// The three percentages every connection has (defaults 0, 0, 100): numbers from 0
// to 100 with a step of 0.01. Text inputs, not type=number: they show and take the locale's decimal mark
// ("0,75" in Russian, as the list shows it), which a number input would not; the form's checks bound them.
import { useLingui } from '@lingui/react/macro';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { RateField } from '../lib/connection-form';

type RateFieldsProps = {
  values: Record<RateField, string>;
  errors: Partial<Record<RateField, string>>;
  onChange: (field: RateField, value: string) => void;
};

export function RateFields({ values, errors, onChange }: RateFieldsProps) {
  const { t } = useLingui();
  const rates: Array<[RateField, string, string]> = [
    ['insuranceRate', t`Insurance rate, %`, t`Share of the assessed cost charged as insurance`],
    ['cashServiceRate', t`Cash service rate, %`, t`Share of the cash on delivery charged for collecting it`],
    ['assessedCostPercent', t`Assessed cost, %`, t`Share of the order's value declared to the delivery service`],
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {rates.map(([name, label, hint]) => (
        <Field key={name} label={`${label} *`} hint={hint} error={errors[name]}>
          <Input
            name={name} inputMode="decimal" autoComplete="off" aria-required
            value={values[name]} onChange={(e) => onChange(name, e.target.value)}
          />
        </Field>
      ))}
    </div>
  );
}
