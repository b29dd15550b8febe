// A preset's sides and weight in the UI's number format, for the list and the details.
import { useLingui } from '@lingui/react/macro';
import type { PackagePreset } from '../../../contract/packages';
import { hasFullSize, sidesText, weightText } from '../lib/preset-fill';

type Size = Partial<Pick<PackagePreset, 'length' | 'width' | 'height' | 'weight'>>;

export function PackageSides({ size }: { size: Size }) {
  const { i18n } = useLingui();
  return hasFullSize(size) ? <span className="whitespace-nowrap">{sidesText(size, i18n.locale)}</span> : null;
}

export function PackageWeight({ size }: { size: Size }) {
  const { i18n } = useLingui();
  return hasFullSize(size) ? <span className="whitespace-nowrap">{weightText(size, i18n.locale)}</span> : null;
}

/** "30 × 20 × 10 cm, 500 g": the list's line under the name on a phone. */
export function PackageSummary({ size }: { size: Size }) {
  const { t, i18n } = useLingui();
  if (!hasFullSize(size)) return null;
  const sides = sidesText(size, i18n.locale);
  const weight = weightText(size, i18n.locale);
  return <>{t`${sides} cm, ${weight} g`}</>;
}
