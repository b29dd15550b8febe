// The largest parcel the API takes, in the units it takes them: an order's and a place's weight and sides
// (orders.ts) and a package preset's (packages.ts) share them, so a preset always fits a place.
export const PARCEL_LIMITS = {
  /** Grams, whole. */
  weightMax: 10_000_000,
  /** Centimetres, each side. */
  sideMax: 10_000,
} as const;
