// "Package": a select of the company's presets that fills a place's weight and sides (the order form's
// places, the calculator's). The numbers stay editable; the select then shows "Custom size". Nothing is
// shown while the company has no presets, so forms stay as they were (docs/decisions/packages.md).
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { sortByName } from '../../../components/resource/sort-by-name';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useOverlaidCollection } from '../../../sync/use-overlaid';
import { hasFullSize, matchingPresetId, placeSizeOf, sidesText, weightText, type PlaceSize } from '../lib/preset-fill';

type PackagePresetSelectProps = {
  place: PlaceSize;
  onPick: (size: PlaceSize) => void;
  /** Where the select sits in its form's grid ("col-span-full"). */
  className?: string;
};

export function PackagePresetSelect({ place, onPick, className }: PackagePresetSelectProps) {
  const { t, i18n } = useLingui();
  const rows = useOverlaidCollection('packages');
  const presets = useMemo(() => sortByName((rows ?? []).filter(hasFullSize), i18n.locale), [rows, i18n.locale]);
  // "Custom size" chosen while the numbers still match a preset: shown as chosen until the next pick.
  const [custom, setCustom] = useState(false);
  if (!presets.length) return null;
  const chosen = custom ? '' : matchingPresetId(presets, place);

  const pick = (id: string) => {
    const preset = presets.find((row) => row.id === id);
    setCustom(!preset);
    if (preset) onPick(placeSizeOf(preset, i18n.locale));
  };

  return (
    <div className={className}>
      <Field label={t`Package`}>
        <Select value={chosen} onChange={(event) => pick(event.target.value)}>
          <option value="">{t`Custom size`}</option>
          {presets.map((preset) => {
            const { name } = preset;
            const sides = sidesText(preset, i18n.locale);
            const weight = weightText(preset, i18n.locale);
            return <option key={preset.id} value={preset.id}>{t`${name}: ${sides} cm, ${weight} g`}</option>;
          })}
        </Select>
      </Field>
    </div>
  );
}
