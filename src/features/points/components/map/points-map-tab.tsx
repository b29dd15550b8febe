// The points page's map tab (issue 4): a map needs a city or an ID filter (spec section 8), else the
// notice with the biggest cities to choose from.
import { mapAllowed, type PointFilter } from '../../../../lib/points/point-filter';
import { MapNeedsFilter } from './map-needs-filter';
import { PointsMap } from './points-map';

// While the points page sits idle, the map module (maplibre, ~300 kB gzipped, precached) is evaluated and
// its workers started, so opening the map tab waits for neither. This file is imported by the points page.
if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
  requestIdleCallback(() => void import('./map-canvas'), { timeout: 10_000 });
}

export function PointsMapTab({ filter }: { filter: PointFilter }) {
  return mapAllowed(filter) ? <PointsMap filter={filter} /> : <MapNeedsFilter />;
}
