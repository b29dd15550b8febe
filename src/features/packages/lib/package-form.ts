// The package preset form's values and rules. The rules are the contract's (src/contract/packages.ts), which
// the server runs too: the name 2 to 100 characters, the sides above 0 and at most 10,000 cm, the weight
// whole grams above 0 and at most 10,000,000 (docs/decisions/packages.md). Numbers are typed as text (a
// comma works as the decimal point) and read only here. Pure, so the rules are tested without a browser.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { packagePresetInput, type PackagePreset } from '../../../contract/packages';
import { formProblems, maxLengthOf, type KindTexts } from '../../../lib/form-issues';
import { typedNumberOrNull } from '../../../lib/typed-number';

export type PackageForm = { name: string; length: string; width: string; height: string; weight: string };
export type PackageProblems = Partial<Record<keyof PackageForm, MessageDescriptor>>;

export const EMPTY_PACKAGE_FORM: PackageForm = { name: '', length: '', width: '', height: '', weight: '' };

/** Longest values the API takes, given to the inputs as maxLength; numbers are bounded by the check. */
export const PACKAGE_LIMITS: Partial<Record<keyof PackageForm, number>> = { name: maxLengthOf(packagePresetInput, 'name') ?? 0 };

/** A stored number as typed: the stored value's digits, read back to the same number. */
const numberText = (n: number | undefined) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');

/** A stored (or queued) preset as form values; a row made offline may lack fields. */
export const packageFormOf = (preset: Partial<PackagePreset>): PackageForm => ({
  name: preset.name ?? '',
  length: numberText(preset.length),
  width: numberText(preset.width),
  height: numberText(preset.height),
  weight: numberText(preset.weight),
});

/** The form as the API's body: the numbers typed (NaN for what is not one, null for an empty field). */
type TypedPackage = { name: string; length: number | null; width: number | null; height: number | null; weight: number | null };

const typedValues = (form: PackageForm): TypedPackage => ({
  name: form.name,
  length: typedNumberOrNull(form.length),
  width: typedNumberOrNull(form.width),
  height: typedNumberOrNull(form.height),
  weight: typedNumberOrNull(form.weight),
});

/** The schema's bound is above 0, not at least 0: the common text ("at least 0") would be wrong for a zero. */
const positive: KindTexts = { min: msg`The value must be more than 0` };

export function checkPackage(form: PackageForm): PackageProblems {
  return formProblems(packagePresetInput, typedValues(form), {
    name: { required: msg`Package name is required` },
    length: positive, width: positive, height: positive, weight: positive,
  });
}

/** The body of a create or update, the name trimmed. A form that did not pass checkPackage is refused by the
 *  server for the same fields (tests/server/forms-agree.test.ts). */
export const packageInputOf = (form: PackageForm): TypedPackage => ({ ...typedValues(form), name: form.name.trim() });
