// A package preset filling a place (of an order or of the calculator): its weight and sides as the place's
// inputs hold them, text in the UI's number format. The place stays the user's to edit afterwards; the
// select shows the preset whose numbers the place still has, and none once they differ
// (docs/decisions/packages.md).
import type { PackagePreset } from '../../../contract/packages';
import { numberAsTyped, typedNumberOrNull } from '../../../lib/typed-number';

/** What a place's inputs hold of its size, as typed. */
export type PlaceSize = { weight: string; length: string; width: string; height: string };

type PresetSize = Pick<PackagePreset, 'weight' | 'length' | 'width' | 'height'>;

const SIZE_FIELDS = ['weight', 'length', 'width', 'height'] as const;

/** A queued row made offline may lack a number: such a row neither fills a place nor shows a size. */
export const hasFullSize = <T extends Partial<PresetSize>>(row: T): row is T & PresetSize =>
  SIZE_FIELDS.every((field) => typeof row[field] === 'number');

export const placeSizeOf = (preset: PresetSize, locale: string): PlaceSize => ({
  weight: numberAsTyped(preset.weight, locale),
  length: numberAsTyped(preset.length, locale),
  width: numberAsTyped(preset.width, locale),
  height: numberAsTyped(preset.height, locale),
});

/** The first preset whose four numbers the place holds now; '' when none does. */
export function matchingPresetId(presets: ReadonlyArray<PresetSize & { id: string }>, place: PlaceSize): string {
  const typed = SIZE_FIELDS.map((field) => typedNumberOrNull(place[field]));
  return presets.find((preset) => SIZE_FIELDS.every((field, i) => typed[i] === preset[field]))?.id ?? '';
}

/** "30 × 20 × 10": the sides in the UI's number format. */
export const sidesText = (preset: PresetSize, locale: string): string => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return [preset.length, preset.width, preset.height].map((side) => format.format(side)).join(' × ');
};

export const weightText = (preset: PresetSize, locale: string): string => new Intl.NumberFormat(locale).format(preset.weight);
