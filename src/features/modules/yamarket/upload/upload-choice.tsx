// The wizard's first step: which points go (regions, types, cash on delivery) and under what name.
import { useLingui } from '@lingui/react/macro';
import { COD_FILTERS, POINT_NAME_PLACEHOLDERS } from '../../../../contract/modules';
import { POINT_TYPES } from '../../../../contract/points';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { COD_FILTER_LABELS } from '../cod-filter-names';
import { POINT_TYPE_LABELS } from '../point-type-names';
import { RegionPicker } from '../region-picker';
import type { UploadChoice } from './use-upload-preview';

type UploadChoiceFieldsProps = { choice: UploadChoice; onChange: (choice: UploadChoice) => void; problems: Partial<Record<keyof UploadChoice, string>> };

export function UploadChoiceFields({ choice, onChange, problems }: UploadChoiceFieldsProps) {
  const { t, i18n } = useLingui();
  const placeholders = POINT_NAME_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
  return (
    <div className="flex flex-col gap-4">
      <RegionPicker label={t`Regions`} value={choice.pointRegions as string[]} onChange={(pointRegions) => onChange({ ...choice, pointRegions })} error={problems.pointRegions} />
      <ChoiceGroup
        label={t`Point types`} error={problems.pointTypes}
        value={choice.pointTypes.map(String)} onChange={(types) => onChange({ ...choice, pointTypes: types.map(Number) })}
        options={Object.fromEntries(POINT_TYPES.map((type) => [String(type), i18n._(POINT_TYPE_LABELS[type])]))}
      />
      <Field label={t`Cash on delivery`}>
        <Select value={choice.codFilter} onChange={(e) => onChange({ ...choice, codFilter: e.target.value as UploadChoice['codFilter'] })}>
          {COD_FILTERS.map((filter) => <option key={filter} value={filter}>{i18n._(COD_FILTER_LABELS[filter])}</option>)}
        </Select>
      </Field>
      <Field label={t`Point name template`} error={problems.template} hint={t`How a point is named at the marketplace; it may use ${placeholders}`}>
        <Input value={choice.template} onChange={(e) => onChange({ ...choice, template: e.target.value })} maxLength={200} autoComplete="off" spellCheck={false} />
      </Field>
    </div>
  );
}
