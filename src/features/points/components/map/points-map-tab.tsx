// The points page's map tab (docs/decisions/points.md): a map needs a city or an ID filter, else the
// notice with the biggest cities to choose from.
import { mapAllowed, type PointFilter } from '../../../../contract/point-filter';
import { MapNeedsFilter } from './map-needs-filter';
import { PointsMap } from './points-map';

export function PointsMapTab({ filter }: { filter: PointFilter }) {
  return mapAllowed(filter) ? <PointsMap filter={filter} /> : <MapNeedsFilter />;
}
