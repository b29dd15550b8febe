// The create and edit form of a warehouse, in three groups: the warehouse, its address, the contact
// person. Saving is local (the outbox), so it never waits for the network.
import type { ChangeEvent, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useCheckedForm } from '../../shops/components/use-checked-form';
import { checkWarehouse, WAREHOUSE_LIMITS, type WarehouseForm } from '../lib/warehouse-form';
import { CountrySelect } from './country-select';

type WarehouseFormCardProps = { initial: WarehouseForm; onSave: (form: WarehouseForm) => Promise<void> };
type TextKey = keyof typeof WAREHOUSE_LIMITS;

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

export function WarehouseFormCard({ initial, onSave }: WarehouseFormCardProps) {
  const { t } = useLingui();
  const { form, set, error, submit, busy, formRef } = useCheckedForm(initial, checkWarehouse, onSave);
  const bind = (key: TextKey | 'lat' | 'lon') => ({
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, event.target.value),
    maxLength: key === 'lat' || key === 'lon' ? 24 : WAREHOUSE_LIMITS[key],
  });
  const required = (label: string) => `${label} *`;

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex max-w-3xl flex-col gap-4">
      <Group legend={t`Warehouse`}>
        <Field label={required(t`Warehouse name`)} error={error('name')}>
          <Input {...bind('name')} aria-required autoComplete="off" />
        </Field>
        <Field label={t`Company name`}>
          <Input {...bind('companyName')} autoComplete="organization" />
        </Field>
        <Wide>
          <Field label={t`Comment`} hint={t`For example, how to drive in or the opening hours`}>
            <Textarea {...bind('comment')} rows={2} />
          </Field>
        </Wide>
      </Group>

      <Group legend={t`Address`}>
        <Field label={t`Country`}>
          <CountrySelect value={form.countryCode} onChange={(code) => set('countryCode', code)} />
        </Field>
        <Field label={t`Postal code`}>
          <Input {...bind('postIndex')} inputMode="numeric" autoComplete="postal-code" />
        </Field>
        <Field label={t`Region`}>
          <Input {...bind('region')} autoComplete="address-level1" />
        </Field>
        <Field label={t`District`}>
          <Input {...bind('area')} />
        </Field>
        <Field label={required(t`City`)} error={error('city')}>
          <Input {...bind('city')} aria-required autoComplete="address-level2" />
        </Field>
        <Field label={t`Street`}>
          <Input {...bind('street')} autoComplete="address-line1" />
        </Field>
        <div className="grid grid-cols-3 gap-4 sm:col-span-2">
          <Field label={t`House`}>
            <Input {...bind('house')} />
          </Field>
          <Field label={t`Building`}>
            <Input {...bind('block')} />
          </Field>
          <Field label={t`Office`}>
            <Input {...bind('office')} />
          </Field>
        </div>
        <Wide>
          <Field label={t`Full address`} hint={t`The address in one line, as delivery services should read it`}>
            <Input {...bind('addressString')} />
          </Field>
        </Wide>
        <Field label={t`Latitude`} error={error('lat')}>
          <Input {...bind('lat')} inputMode="decimal" />
        </Field>
        <Field label={t`Longitude`} error={error('lon')}>
          <Input {...bind('lon')} inputMode="decimal" />
        </Field>
        <Wide>
          <Field label={t`City ID (FIAS)`}>
            <Input {...bind('cityGuid')} spellCheck={false} />
          </Field>
        </Wide>
      </Group>

      <Group legend={t`Contact person`}>
        <Field label={required(t`Contact name`)} error={error('contactName')}>
          <Input {...bind('contactName')} aria-required autoComplete="name" />
        </Field>
        <Field label={required(t`Phone`)} error={error('phone')}>
          <Input {...bind('phone')} type="tel" aria-required autoComplete="tel" />
        </Field>
        <Field label={t`Email`} error={error('email')}>
          <Input {...bind('email')} type="email" autoComplete="email" />
        </Field>
      </Group>

      <p className="text-xs text-slate-500">
        <Trans>Fields marked * are required.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/warehouses">
            <Trans>Cancel</Trans>
          </Link>
        </Button>
      </div>
    </form>
  );
}
