// The points page's map tab (docs/decisions/points.md): a map needs a city or an ID filter, else the
// notice with the biggest cities to choose from; with near me on, the points nearest the user will do.
import { mapAllowed, type PointFilter } from '../../../../contract/point-filter';
import type { NearFix } from '../../data/near-position';
import { MapNeedsFilter } from './map-needs-filter';
import { PointsMap } from './points-map';

export function PointsMapTab({ filter, near = null }: { filter: PointFilter; near?: NearFix | null }) {
  return mapAllowed(filter) || near ? <PointsMap filter={filter} near={near} /> : <MapNeedsFilter />;
}
