// How far a parcel goes, in the bands a delivery service's price list uses: the same city, the same region,
// near (up to 700 km), far (up to 2,000 km) and remote. A place is placed by its coordinates, else by its city
// among the demo world's cities; a place that cannot be placed counts as far unless the regions match.
import { POINT_CITIES } from '../db/seed/data/point-cities';

export type Place = { city?: string | null; region?: string | null; lat?: number | null; lng?: number | null };

export const BANDS = ['city', 'region', 'near', 'far', 'remote'] as const;
export type Band = 0 | 1 | 2 | 3 | 4;

const byName = new Map(POINT_CITIES.map((c) => [c.name.toLowerCase(), c]));
const norm = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

type Located = { lat: number; lng: number; city: string; region: string };

function locate(place: Place): Located | null {
  const known = byName.get(norm(place.city));
  const lat = place.lat ?? known?.lat;
  const lng = place.lng ?? known?.lng;
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { lat, lng, city: norm(place.city), region: norm(place.region) || norm(known?.region) };
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function distanceBand(from: Place, to: Place): Band {
  const a = locate(from);
  const b = locate(to);
  const sameCity = norm(from.city) !== '' && norm(from.city) === norm(to.city);
  if (sameCity) return 0;
  const regionA = a?.region ?? norm(from.region);
  const regionB = b?.region ?? norm(to.region);
  const sameRegion = regionA !== '' && regionA === regionB;
  if (!a || !b) return sameRegion ? 1 : 3;
  const km = distanceKm(a, b);
  if (km < 30) return 0;
  if (sameRegion || km < 150) return 1;
  if (km < 700) return 2;
  return km < 2000 ? 3 : 4;
}
