// A Yandex Market integration's fields: its name, the points it offers buyers (regions, types, cash on
// delivery, their names at the marketplace, how long parcels wait there), then how parcels leave.
import { useLingui } from '@lingui/react/macro';
import { COD_FILTERS, POINT_NAME_PLACEHOLDERS } from '../../../contract/modules';
import { POINT_TYPES } from '../../../contract/points';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { CheckField } from '../components/check-field';
import { FormSection } from '../components/form-section';
import { ShippingFields } from '../components/shipping-fields';
import type { YamarketIntegrationForm } from './integration-form';
import { COD_FILTER_LABELS } from './cod-filter-names';
import { POINT_TYPE_LABELS } from './point-type-names';
import { RegionPicker } from './region-picker';

export function YamarketIntegrationFields({ form, set, error, text }: FieldsProps<YamarketIntegrationForm>) {
  const { t, i18n } = useLingui();
  const placeholders = POINT_NAME_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
  return (
    <>
      <FormSection title={t`Integration`}>
        <Field label={requiredLabel(t`Name`)} error={error('name')}>
          <Input {...text('name')} aria-required autoComplete="off" />
        </Field>
        <CheckField label={t`Bring in new orders`} checked={form.enabled} onChange={(v) => set('enabled', v)} />
      </FormSection>
      <FormSection title={t`Points offered to buyers`}>
        <RegionPicker label={requiredLabel(t`Regions`)} value={form.pointRegions} onChange={(v) => set('pointRegions', v)} error={error('pointRegions')} />
        <ChoiceGroup
          label={requiredLabel(t`Point types`)} error={error('pointTypes')} value={form.pointTypes} onChange={(v) => set('pointTypes', v)}
          options={Object.fromEntries(POINT_TYPES.map((type) => [String(type), i18n._(POINT_TYPE_LABELS[type])]))}
        />
        <Field label={t`Cash on delivery`}>
          <Select value={form.codFilter} onChange={(e) => set('codFilter', e.target.value as YamarketIntegrationForm['codFilter'])}>
            {COD_FILTERS.map((filter) => <option key={filter} value={filter}>{i18n._(COD_FILTER_LABELS[filter])}</option>)}
          </Select>
        </Field>
        <Field label={requiredLabel(t`Point name template`)} error={error('pointNameTemplate')} hint={t`How a point is named at the marketplace; it may use ${placeholders}`}>
          <Input {...text('pointNameTemplate')} aria-required autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={requiredLabel(t`Storage period, days`)} error={error('storagePeriod')} hint={t`How long a parcel waits at the point`}>
          <Input {...text('storagePeriod')} inputMode="numeric" aria-required autoComplete="off" />
        </Field>
      </FormSection>
      <FormSection title={t`Shipping`}>
        <ShippingFields form={form} set={set} error={error} text={text} />
      </FormSection>
    </>
  );
}
