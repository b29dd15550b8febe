// Where a marketplace's parcels leave from and how (both marketplaces' integrations): the city and our
// warehouse, the delivery service's tariffs to a point and to the door, the days added to its term and the
// hour after which an order ships the next day.
import { useLingui } from '@lingui/react/macro';
import { requiredLabel } from '../../../components/resource/resource-form';
import type { TextBinding } from '../../../components/resource/form-types';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useReferenceList } from '../../../session/use-reference-list';
import { useOverlaidCollection } from '../../../sync/use-overlaid';
import { CityCombobox } from '../../points';

type ShippingKey = 'cityFrom' | 'warehouseId' | 'tariffToPointId' | 'tariffToDoorId' | 'addedDays' | 'orderCutoffHour';
export type ShippingForm = Record<ShippingKey, string>;

type ShippingFieldsProps = {
  form: ShippingForm;
  set: (key: ShippingKey, value: string) => void;
  error: (key: ShippingKey) => string | undefined;
  text: (key: 'addedDays' | 'orderCutoffHour') => TextBinding;
};

/** Tariffs of the services the company is connected to, by how they deliver: 1 to the door, 2 to a point. */
function useTariffOptions(deliveryType: 1 | 2) {
  const tariffs = useReferenceList('tariffs') ?? [];
  const providers = useReferenceList('allProviders') ?? [];
  const connections = useOverlaidCollection('connections') ?? [];
  const connected = new Set(connections.map((c) => c.providerKey));
  const names = new Map(providers.map((p) => [p.key, p.name]));
  return tariffs
    .filter((tariff) => tariff.deliveryType === deliveryType && connected.has(tariff.providerKey))
    .map((tariff) => ({ id: String(tariff.id), label: `${names.get(tariff.providerKey) ?? tariff.providerKey}: ${tariff.name}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function ShippingFields({ form, set, error, text }: ShippingFieldsProps) {
  const { t } = useLingui();
  const warehouses = useOverlaidCollection('warehouses') ?? [];
  const toPoint = useTariffOptions(2);
  const toDoor = useTariffOptions(1);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={requiredLabel(t`City from`)} error={error('cityFrom')}>
          <CityCombobox value={form.cityFrom} onChange={(city) => set('cityFrom', city ?? '')} freeText aria-required />
        </Field>
        <Field label={t`Warehouse`} error={error('warehouseId')}>
          <Select value={form.warehouseId} onChange={(e) => set('warehouseId', e.target.value)}>
            <option value="">{t`Not chosen`}</option>
            {warehouses.map((w) => <option key={w.id} value={w.id}>{w.name}</option>)}
          </Select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Tariff to a point`} error={error('tariffToPointId')}>
          <Select value={form.tariffToPointId} onChange={(e) => set('tariffToPointId', e.target.value)}>
            <option value="">{t`Not chosen`}</option>
            {toPoint.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
          </Select>
        </Field>
        <Field label={t`Tariff to the door`} error={error('tariffToDoorId')}>
          <Select value={form.tariffToDoorId} onChange={(e) => set('tariffToDoorId', e.target.value)}>
            <option value="">{t`Not chosen`}</option>
            {toDoor.map((o) => <option key={o.id} value={o.id}>{o.label}</option>)}
          </Select>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={requiredLabel(t`Days added to the term`)} error={error('addedDays')}>
          <Input {...text('addedDays')} inputMode="numeric" aria-required autoComplete="off" />
        </Field>
        <Field label={requiredLabel(t`Order cut-off hour`)} error={error('orderCutoffHour')} hint={t`0 to 23: later orders ship the next day`}>
          <Input {...text('orderCutoffHour')} inputMode="numeric" aria-required autoComplete="off" />
        </Field>
      </div>
    </>
  );
}
