// Package presets (docs/decisions/packages.md): a company's saved boxes, each a name, three sides in
// centimetres and a weight in grams, that fill a place of an order or of the calculator. Every number must
// be above zero (a box with no side or no weight fills nothing useful) and fit what an order takes.
import { z } from 'zod';
import { nameText } from './field-rules';
import { PARCEL_LIMITS } from './parcel-limits';
import { clientId, recordMeta } from './record-meta';

const side = z.number().positive().max(PARCEL_LIMITS.sideMax);

export const packagePresetInput = z.object({
  name: nameText(),
  length: side,
  width: side,
  height: side,
  /** Grams. */
  weight: z.number().int().positive().max(PARCEL_LIMITS.weightMax),
});
export type PackagePresetInput = z.infer<typeof packagePresetInput>;

export const packagePresetCreate = packagePresetInput.extend({ id: clientId });
export type PackagePresetCreate = z.infer<typeof packagePresetCreate>;

export const packagePreset = z.object({
  ...recordMeta,
  name: z.string(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  weight: z.number().int(),
});
export type PackagePreset = z.infer<typeof packagePreset>;
