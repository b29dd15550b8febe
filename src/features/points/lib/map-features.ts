// The points of one worker answer as the map's GeoJSON, built once per answer in one pass. maplibre copies
// the collection to its worker and clusters it there, so each feature carries only what the layers colour
// by: `s` the delivery service's legend slot and `t` the point type. The feature id is the row's place in
// the answer, which is how a click finds the row for its popup.
import { COLORED_SERVICES } from './map-colors';

/** The fields of a catalog row the map draws from. */
export type MapRow = { providerKey: string; type: number; lat: number; lng: number };

export type MapFeature = {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { s: number; t: number };
};
export type MapFeatureCollection = { type: 'FeatureCollection'; features: MapFeature[] };

/** South-west and north-east corners, as maplibre's fitBounds takes them. */
export type MapBounds = [[number, number], [number, number]];

export type MapPoints = {
  data: MapFeatureCollection;
  /** Bounds of the points drawn; null when none has usable coordinates. */
  bounds: MapBounds | null;
  /** Services by their legend slot (the most points first); a slot past the coloured ones gathers the rest. */
  services: Array<{ keys: string[]; count: number }>;
  /** Points per type, for the legend. */
  types: Map<number, number>;
  /** Rows left out for coordinates that cannot be drawn. */
  skipped: number;
};

const usable = (row: MapRow): boolean =>
  Number.isFinite(row.lat) && Number.isFinite(row.lng) && Math.abs(row.lat) <= 85 && Math.abs(row.lng) <= 180
  // 0,0 is the "no coordinates" of many data sources, in the sea off Africa.
  && (row.lat !== 0 || row.lng !== 0);

/** Legend slots: one per service while there are colours, the smallest ones together in one more. */
function serviceSlots(rows: MapRow[]): { slotOf: Map<string, number>; services: MapPoints['services'] } {
  const counts = new Map<string, number>();
  for (const row of rows) if (usable(row)) counts.set(row.providerKey, (counts.get(row.providerKey) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const own = Math.min(ranked.length, COLORED_SERVICES);
  const slotOf = new Map<string, number>();
  const services: MapPoints['services'] = [];
  ranked.forEach(([key, count], place) => {
    const slot = Math.min(place, own);
    slotOf.set(key, slot);
    if (services[slot]) {
      services[slot].keys.push(key);
      services[slot].count += count;
    } else services[slot] = { keys: [key], count };
  });
  return { slotOf, services };
}

export function toMapPoints(rows: MapRow[]): MapPoints {
  const { slotOf, services } = serviceSlots(rows);
  const features: MapFeature[] = [];
  const types = new Map<number, number>();
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (!usable(row)) continue;
    features.push({
      type: 'Feature',
      id: i,
      geometry: { type: 'Point', coordinates: [row.lng, row.lat] },
      properties: { s: slotOf.get(row.providerKey) ?? 0, t: row.type },
    });
    types.set(row.type, (types.get(row.type) ?? 0) + 1);
    if (row.lng < west) west = row.lng;
    if (row.lng > east) east = row.lng;
    if (row.lat < south) south = row.lat;
    if (row.lat > north) north = row.lat;
  }
  return {
    data: { type: 'FeatureCollection', features },
    bounds: features.length ? [[west, south], [east, north]] : null,
    services,
    types,
    skipped: rows.length - features.length,
  };
}
