// The fields of the warehouse form, in three groups: the warehouse, its address, the contact person. The
// kit's form (src/components/resource/resource-form.tsx) adds the required-fields note, Save and Cancel.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel as required } from '../../../components/resource/resource-form';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { AddressTypeInput } from './address-type-input';
import type { WarehouseForm } from '../lib/warehouse-form';
import { CountrySelect } from './country-select';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Card>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
        {children}
      </fieldset>
    </Card>
  );
}

const Wide = ({ children }: { children: ReactNode }) => <div className="sm:col-span-2">{children}</div>;

export function WarehouseFields({ form, set, error, text }: FieldsProps<WarehouseForm>) {
  const { t } = useLingui();
  return (
    <>
      <Group legend={t`Warehouse`}>
        <Field label={required(t`Warehouse name`)} error={error('name')}>
          <Input {...text('name')} aria-required autoComplete="off" />
        </Field>
        <Field label={t`Company name`}>
          <Input {...text('companyName')} autoComplete="organization" />
        </Field>
        <Wide>
          <Field label={t`Comment`} hint={t`For example, how to drive in or the opening hours`}>
            <Textarea {...text('comment')} rows={2} />
          </Field>
        </Wide>
      </Group>

      <Group legend={t`Address`}>
        <Field label={t`Country`}>
          <CountrySelect value={form.countryCode} onChange={(code) => set('countryCode', code)} />
        </Field>
        <Field label={t`Postal code`}>
          <Input {...text('postIndex')} inputMode="numeric" autoComplete="postal-code" />
        </Field>
        <Field label={t`Region`}>
          <Input {...text('region')} autoComplete="address-level1" />
        </Field>
        <Field label={t`Region type`} hint={t`For example: обл, край, респ`}>
          <AddressTypeInput kind="region" {...text('regionType')} />
        </Field>
        <Field label={t`District`}>
          <Input {...text('area')} />
        </Field>
        <Field label={t`District type`} hint={t`For example: р-н, г.о.`}>
          <AddressTypeInput kind="area" {...text('areaType')} />
        </Field>
        <Field label={required(t`City`)} error={error('city')}>
          <Input {...text('city')} aria-required autoComplete="address-level2" />
        </Field>
        <Field label={t`City type`} hint={t`For example: г, пгт`}>
          <AddressTypeInput kind="city" {...text('cityType')} />
        </Field>
        <Field label={t`Settlement`} hint={t`A village or settlement inside the district, when the address has one`}>
          <Input {...text('community')} />
        </Field>
        <Field label={t`Settlement type`} hint={t`For example: с, д, п`}>
          <AddressTypeInput kind="community" {...text('communityType')} />
        </Field>
        <Field label={t`Street`}>
          <Input {...text('street')} autoComplete="address-line1" />
        </Field>
        <Field label={t`Street type`} hint={t`For example: ул, пр-кт, пер`}>
          <AddressTypeInput kind="street" {...text('streetType')} />
        </Field>
        <div className="grid grid-cols-3 gap-4 sm:col-span-2">
          <Field label={t`House`}>
            <Input {...text('house')} />
          </Field>
          <Field label={t`Building`}>
            <Input {...text('block')} />
          </Field>
          <Field label={t`Office`}>
            <Input {...text('office')} />
          </Field>
        </div>
        <Wide>
          <Field label={t`Full address`} hint={t`The address in one line, as delivery services should read it`}>
            <Input {...text('addressString')} />
          </Field>
        </Wide>
        <Field label={t`Latitude`} error={error('lat')}>
          <Input {...text('lat')} inputMode="decimal" />
        </Field>
        <Field label={t`Longitude`} error={error('lon')}>
          <Input {...text('lon')} inputMode="decimal" />
        </Field>
        <Wide>
          <Field label={t`City ID (FIAS)`}>
            <Input {...text('cityGuid')} spellCheck={false} />
          </Field>
        </Wide>
      </Group>

      <Group legend={t`Contact person`}>
        <Field label={required(t`Contact name`)} error={error('contactName')}>
          <Input {...text('contactName')} aria-required autoComplete="name" />
        </Field>
        <Field label={required(t`Phone`)} error={error('phone')}>
          <Input {...text('phone')} type="tel" aria-required autoComplete="tel" />
        </Field>
        <Field label={t`Email`} error={error('email')}>
          <Input {...text('email')} type="email" autoComplete="email" />
        </Field>
      </Group>
    </>
  );
}
