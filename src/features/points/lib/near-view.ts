// Where the map looks with near me on (docs/decisions/points.md "Near me"): centred on the user, wide enough
// for the nearest few points, so the way to them is on screen. When even the nearest is far (a filter for
// another city), the map shows the filter's points as without near me, and the user's marker off to the side.
import type { GeoPoint } from '../../../contract/geo-distance';
import { hasCoordinates } from '../../../contract/geo-distance';
import type { MapBounds } from './map-features';

/** How many of the nearest points the view takes in. */
const NEAREST = 5;
/** Past this the nearest point is not "near": the filter's own view serves better. */
const NEAR_ENOUGH_M = 50_000;
/** The least half-width in degrees (some 300 m): one point next door does not zoom to the doorstep. */
const LEAST_SPAN = 0.003;

type Row = { lat: number; lng: number; distance?: number };

/** Bounds centred on `from` round its nearest rows (given nearest first), or null when none is near. */
export function nearView(from: GeoPoint, rows: readonly Row[]): MapBounds | null {
  let latSpan = LEAST_SPAN;
  let lngSpan = LEAST_SPAN;
  let taken = 0;
  for (const row of rows) {
    if (taken === NEAREST) break;
    if (!hasCoordinates(row.lat, row.lng)) continue;
    if (taken === 0 && (row.distance ?? Infinity) > NEAR_ENOUGH_M) return null;
    latSpan = Math.max(latSpan, Math.abs(row.lat - from.lat));
    lngSpan = Math.max(lngSpan, Math.abs(row.lng - from.lng));
    taken++;
  }
  if (!taken) return null;
  return [[from.lng - lngSpan, from.lat - latSpan], [from.lng + lngSpan, from.lat + latSpan]];
}
