// Distances on the Earth's surface, for "near me" on the points screens (docs/decisions/points.md "Near me"):
// the points worker sorts by them and the screens show them. Shared, so a point's details page says the
// same distance as the list row it was opened from.

/** A place as the Geolocation API and the points give it, in degrees. */
export type GeoPoint = { lat: number; lng: number };

/** The mean radius of the Earth (IUGG): a sphere is off by at most 0.5%, far below what a walk notices. */
const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;

/** Great-circle distance in metres (haversine). Numbers rather than objects, so the worker's loop over
 *  100,000 points makes no object per point. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const sinLat = Math.sin(((lat2 - lat1) * RADIANS) / 2);
  const sinLng = Math.sin(((lng2 - lng1) * RADIANS) / 2);
  const h = sinLat * sinLat + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * sinLng * sinLng;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point's coordinates place it anywhere: 0,0 is the "no coordinates" of many data sources (the
 *  map leaves such points out too, src/features/points/lib/map-features.ts). */
export const hasCoordinates = (lat: number, lng: number): boolean =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && (lat !== 0 || lng !== 0);
