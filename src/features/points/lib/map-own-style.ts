// The map's own base map (docs/decisions/points.md, "The base map"), drawn when no base map is configured or
// the configured one cannot be reached: land, lakes and country borders from Natural Earth (components/map/
// base-map.json, filled in once loaded) and the names of the cities the device has points in, at the middle
// of their points (the points worker's cityCentres). No tile server, no glyphs or sprite: maplibre draws the
// names with the browser's own fonts, so it draws offline once its file is cached.
import type { ExpressionSpecification, GeoJSONSourceSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import type { CityCentre } from '../../../../workers/points/city-centres';
import { EMPTY_BASE_MAP } from './base-map-data';

export const BASE_SOURCE = 'base';
export const CITIES_SOURCE = 'base-cities';
export const BASE_LAND_LAYER = 'base-land';
const BASE_WORLD_LAYER = 'base-world';
export const BASE_CITIES_LAYER = 'base-city-names';
/** The own layers, bottom to top (a test hook and the layer order of what other features add read them). */
export const OWN_LAYERS = [BASE_WORLD_LAYER, BASE_LAND_LAYER, 'base-lake', 'base-border', BASE_CITIES_LAYER] as const;

/** The sea: the map box's own background (no background layer, so one WebGL program less to compile before
 *  the first frame; a software renderer spends ~0.2 s on each). Lakes are drawn in it too. */
export const SEA_COLOR = '#c9dcee';
/** The box without the own base map's land (its file not had yet): a plain grey, not a sea. */
export const BARE_COLOR = '#eef1f5';
const LAND_COLOR = '#f6f4ef';
const BORDER_COLOR = '#9d8fb5';

/** Land and borders are Natural Earth's (public domain), the lakes OpenStreetMap's (its licence asks for this). */
const ATTRIBUTION = '<a href="https://www.naturalearthdata.com">Natural Earth</a>, © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

type CityFeature = { type: 'Feature'; properties: { name: string; count: number }; geometry: { type: 'Point'; coordinates: [number, number] } };
export type CityCollection = { type: 'FeatureCollection'; features: CityFeature[] };

export const cityFeatures = (cities: CityCentre[]): CityCollection => ({
  type: 'FeatureCollection',
  features: cities.map(({ city, lat, lng, count }) => ({ type: 'Feature', properties: { name: city, count }, geometry: { type: 'Point', coordinates: [lng, lat] } })),
});

const kind = (value: string): ExpressionSpecification => ['==', ['get', 'kind'], value];

export function ownMapStyle(): StyleSpecification {
  // Polygons and lines need no detail past zoom 10 (the data's own is about 1 km); tiles are overzoomed from there.
  const base: GeoJSONSourceSpecification = { type: 'geojson', data: EMPTY_BASE_MAP, maxzoom: 10, attribution: ATTRIBUTION };
  const cities: GeoJSONSourceSpecification = { type: 'geojson', data: { type: 'FeatureCollection', features: [] }, maxzoom: 8 };
  const layers: LayerSpecification[] = [
    // The world's coarse land under the region's detailed one (components/map/build-base-map.mjs): one fill program.
    { id: BASE_WORLD_LAYER, type: 'fill', source: BASE_SOURCE, filter: kind('world'), paint: { 'fill-color': LAND_COLOR } },
    { id: BASE_LAND_LAYER, type: 'fill', source: BASE_SOURCE, filter: kind('land'), paint: { 'fill-color': LAND_COLOR } },
    { id: 'base-lake', type: 'fill', source: BASE_SOURCE, filter: kind('lake'), paint: { 'fill-color': SEA_COLOR } },
    {
      id: 'base-border',
      type: 'line',
      source: BASE_SOURCE,
      filter: kind('border'),
      paint: { 'line-color': BORDER_COLOR, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.5], 'line-dasharray': [3, 2] },
    },
    {
      id: BASE_CITIES_LAYER,
      type: 'symbol',
      source: CITIES_SOURCE,
      layout: {
        'text-field': ['get', 'name'],
        // Drawn by the browser (the style has no glyphs URL): the name only picks bold or regular.
        'text-font': ['Noto Sans Regular'],
        'text-size': ['interpolate', ['linear'], ['get', 'count'], 1, 11, 200, 12, 5000, 14],
        // Where names collide the city with more points wins.
        'symbol-sort-key': ['-', ['get', 'count']],
        'text-padding': 4,
        'text-max-width': 8,
      },
      paint: { 'text-color': '#1e293b', 'text-halo-color': 'rgba(255,255,255,0.9)', 'text-halo-width': 1.5 },
    },
  ];
  return { version: 8, name: 'own', sources: { [BASE_SOURCE]: base, [CITIES_SOURCE]: cities }, layers };
}
