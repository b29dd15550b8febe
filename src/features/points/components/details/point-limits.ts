// A point's limits in words with their units (grams shown as kilograms past 1 kg, centimetres, roubles);
// a limit the service did not publish is empty, which the details list shows as a dash.
import type { I18n } from '@lingui/core';
import type { Point } from '../../../../contract/points';

export function weightText(grams: number | null, i18n: I18n): string {
  if (grams === null) return '';
  return grams >= 1000
    ? i18n.number(grams / 1000, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 })
    : i18n.number(grams, { style: 'unit', unit: 'gram' });
}

/** The three sides as "60 × 40 × 40" (the caller adds the unit); empty when none is published. */
export function sidesText(limits: Point['limits'], i18n: I18n): string {
  const sides = [limits.maxSizeA, limits.maxSizeB, limits.maxSizeC];
  if (sides.every((side) => side === null)) return '';
  return sides.map((side) => (side === null ? '—' : i18n.number(side))).join(' × ');
}

export function codText(roubles: number | null, i18n: I18n): string {
  if (roubles === null) return '';
  return i18n.number(roubles, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
}
