// Latitude and longitude as typed: empty means "not known", a comma works as the decimal point
// (Russian keyboards), and only plain decimal numbers count (no 1e3, no Infinity).
const DECIMAL = /^-?\d+(\.\d+)?$/;

export type CoordinateBounds = { min: number; max: number };
export const LATITUDE: CoordinateBounds = { min: -90, max: 90 };
export const LONGITUDE: CoordinateBounds = { min: -180, max: 180 };

/** null for empty, NaN for anything that is not a decimal number. */
export function parseCoordinate(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!normalized) return null;
  return DECIMAL.test(normalized) ? Number(normalized) : Number.NaN;
}

export function isWithin(value: number, { min, max }: CoordinateBounds): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** A stored coordinate back into the input. */
export const coordinateText = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
