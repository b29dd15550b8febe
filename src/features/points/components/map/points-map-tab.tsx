// The points page's map tab (issue 4): a map needs a city or an ID filter (spec section 8), else the
// notice with the biggest cities to choose from.
import { mapAllowed, type PointFilter } from '../../../../contract/point-filter';
import { MapNeedsFilter } from './map-needs-filter';
import { PointsMap } from './points-map';

export function PointsMapTab({ filter }: { filter: PointFilter }) {
  return mapAllowed(filter) ? <PointsMap filter={filter} /> : <MapNeedsFilter />;
}
