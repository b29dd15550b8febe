// The map's own base map for when no style is configured or its tiles cannot be reached: a plain
// background (the map box's colour) with a graticule (10°, then 1° and 0.1° lines as one zooms in), so
// panning and zooming still show movement and scale. Nothing here is fetched, so it draws offline; it has
// no glyphs URL either, and maplibre then draws the cluster counts with the browser's own fonts.
import type { GeoJSONSourceSpecification, LineLayerSpecification, StyleSpecification } from 'maplibre-gl';

type Line = { type: 'Feature'; properties: { step: number }; geometry: { type: 'LineString'; coordinates: [number, number][] } };

/** Web Mercator ends near 85°; lines past it are never seen. */
const MAX_LAT = 85;

/** Lines every `step` degrees that the coarser steps do not already draw. Whole numbers of tenths are
 *  counted rather than added up, so 0.1° steps do not drift off the 1° lines. */
export function graticuleLines(steps: number[] = [10, 1, 0.1]): Line[] {
  const lines: Line[] = [];
  const tenths = steps.map((step) => Math.round(step * 10));
  tenths.forEach((step, level) => {
    const coarser = tenths.slice(0, level);
    const drawn = (t: number) => coarser.some((c) => t % c === 0);
    const line = (coordinates: [number, number][]): Line => ({ type: 'Feature', properties: { step: steps[level] }, geometry: { type: 'LineString', coordinates } });
    for (let t = -1800; t <= 1800; t += step) if (!drawn(t)) lines.push(line([[t / 10, -MAX_LAT], [t / 10, MAX_LAT]]));
    const south = Math.ceil((-MAX_LAT * 10) / step) * step;
    for (let t = south; t <= MAX_LAT * 10; t += step) if (!drawn(t)) lines.push(line([[-180, t / 10], [180, t / 10]]));
  });
  return lines;
}

/** A style with nothing in it: the map box's own background shows through the transparent canvas, and
 *  no background layer means one WebGL program less to compile before the first frame (a software
 *  renderer spends ~0.2 s on each). */
export const plainMapStyle = (): StyleSpecification => ({ version: 8, name: 'plain', sources: {}, layers: [] });

export const GRATICULE_SOURCE = 'graticule';

let graticule: { type: 'FeatureCollection'; features: Line[] } | null = null;

/** The graticule's source and layers, added once the points are drawn (it is not worth delaying them for).
 *  The lines are built once: the 0.1° ones are some 5,000 features. */
export function graticuleSpec(): { source: GeoJSONSourceSpecification; layers: LineLayerSpecification[] } {
  graticule ??= { type: 'FeatureCollection', features: graticuleLines() };
  const layer = (id: string, step: number, color: string, minzoom = 0, width = 1): LineLayerSpecification => ({
    id, type: 'line', source: GRATICULE_SOURCE, minzoom, filter: ['==', ['get', 'step'], step], paint: { 'line-color': color, 'line-width': width },
  });
  return {
    // Straight lines need no detail past zoom 8; tiles are overzoomed from there.
    source: { type: 'geojson', data: graticule, maxzoom: 8 },
    layers: [layer('graticule-fine', 0.1, '#dde3ea', 8), layer('graticule-degree', 1, '#cfd7e1', 4), layer('graticule-ten', 10, '#b8c3d1', 0, 1.2)],
  };
}
