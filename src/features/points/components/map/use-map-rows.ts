// Every point of the filter for the map, from the points worker. Answers are tagged with the filter they
// belong to: after a change of filter the map keeps the last answer under its loading veil (no empty
// flash) while `fresh` says the one asked for has not come yet.
import type { PointFilter, PointSort } from '../../../../contract/point-filter';
import type { CatalogRow } from '../../../../../workers/points/catalog';
import { useWorkerAnswer } from '../../data/points-client';

/** Any order will do for the map; the list's default order is the ranking the catalog most likely has. */
const MAP_SORT: PointSort = { by: 'name', desc: false };

/** rows: the last answer (undefined before the first); key: the filter it answers; fresh: it answers this one. */
export function useMapRows(filter: PointFilter): { rows: CatalogRow[] | undefined; key: string; fresh: boolean } {
  const key = JSON.stringify(filter);
  const answer = useWorkerAnswer(async (w) => ({ key, rows: await w.all(filter, MAP_SORT) }), [key]);
  return { rows: answer?.rows, key: answer?.key ?? '', fresh: answer?.key === key };
}
