// Every point of the filter for the map, from the points worker. Answers are tagged with the filter they
// belong to: after a change of filter the map keeps the last answer under its loading veil (no empty
// flash) while `fresh` says the one asked for has not come yet. With near me, the points come nearest first
// with their distances; without a city or ID the map then shows the nearest ones only (docs/decisions/points.md
// "Near me").
import { mapAllowed, type PointFilter, type PointSort } from '../../../../contract/point-filter';
import type { CatalogRow } from '../../../../../workers/points/catalog';
import type { GeoPoint } from '../../../../contract/geo-distance';
import { useWorkerAnswer } from '../../data/points-client';

/** Any order will do for the map; the list's default order is the ranking the catalog most likely has. */
const MAP_SORT: PointSort = { by: 'name', desc: false };
/** Near me without a city: this many of the nearest points, a few streets in a big city. */
export const NEAREST_ON_MAP = 500;

/** rows: the last answer (undefined before the first); key: the filter it answers; fresh: it answers this
 *  one; nearest: the rows are the nearest ones only. */
export function useMapRows(filter: PointFilter, from?: GeoPoint | null): { rows: CatalogRow[] | undefined; key: string; fresh: boolean; nearest: boolean } {
  const at = from ? { lat: from.lat, lng: from.lng } : null;
  const key = JSON.stringify([filter, at]);
  const nearest = at !== null && !mapAllowed(filter);
  const sort: PointSort = at ? { by: 'distance', desc: false, from: at } : MAP_SORT;
  const answer = useWorkerAnswer(async (w) => ({ key, rows: await w.all(filter, sort, nearest ? NEAREST_ON_MAP : undefined) }), [key]);
  return { rows: answer?.rows, key: answer?.key ?? '', fresh: answer?.key === key, nearest };
}
