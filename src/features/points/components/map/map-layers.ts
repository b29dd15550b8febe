// The points on the map: one clustered GeoJSON source (maplibre clusters it in its own worker) and its
// layers — one circle layer for clusters (sized and coloured by count) and single points (coloured by
// service or type), the counts on the clusters, and a ring round the point whose popup is open. Clusters
// and points share a layer, and the ring is written the same way, so WebGL compiles one circle program
// rather than three (a software renderer spends ~0.2 s on each). Added again after every style load,
// since a style swap (the fallback to the own base map) drops them. They go on top of the base map's layers;
// a layer of another feature that belongs above the base map but under the points is added before CIRCLE_LAYER.
import type {
  DataDrivenPropertyValueSpecification, ExpressionSpecification, FilterSpecification, GeoJSONSource, Map as MapLibre,
} from 'maplibre-gl';
import type { MapFeatureCollection } from '../../lib/map-features';
import { pointColor, type MapColorMode } from '../../lib/map-colors';

export const POINTS_SOURCE = 'points';
export const CIRCLE_LAYER = 'points-circles';
const COUNT_LAYER = 'points-cluster-count';
const SELECTED_LAYER = 'points-selected';

/** Past this zoom every point stands alone (a building's points are still told apart). */
const CLUSTER_MAX_ZOOM = 14;

export type PointLayerState = { data: MapFeatureCollection; colorMode: MapColorMode; serviceSlots: number };

const isCluster: ExpressionSpecification = ['has', 'point_count'];
const clusterColor: ExpressionSpecification = ['step', ['get', 'point_count'], '#60a5fa', 50, '#3b82f6', 500, '#2563eb', 5000, '#1e3a8a'];
const clusterRadius: ExpressionSpecification = ['step', ['get', 'point_count'], 15, 50, 19, 500, 24, 5000, 30];
/** A single point grows as one zooms in; a cluster keeps the size of its count. */
const radius = (point: [number, number, number], extra = 0): DataDrivenPropertyValueSpecification<number> =>
  ['interpolate', ['linear'], ['zoom'], 8, ['case', isCluster, clusterRadius, point[0] + extra], 14, ['case', isCluster, clusterRadius, point[1] + extra], 18, ['case', isCluster, clusterRadius, point[2] + extra]];
const circleColor = (mode: MapColorMode, serviceSlots: number): ExpressionSpecification =>
  ['case', isCluster, clusterColor, pointColor(mode, serviceSlots)];

export function addPointLayers(map: MapLibre, state: PointLayerState): void {
  if (map.getSource(POINTS_SOURCE)) return;
  map.addSource(POINTS_SOURCE, {
    type: 'geojson',
    data: state.data,
    cluster: true,
    clusterRadius: 48,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
    // Points never need more detail than this; a lower maxzoom means fewer tiles to cut.
    maxzoom: CLUSTER_MAX_ZOOM + 2,
  });
  map.addLayer({
    id: CIRCLE_LAYER,
    type: 'circle',
    source: POINTS_SOURCE,
    paint: {
      'circle-color': circleColor(state.colorMode, state.serviceSlots),
      'circle-radius': radius([4, 6, 9]),
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': ['case', isCluster, 2, 1.5],
    },
  });
  map.addLayer({
    id: COUNT_LAYER,
    type: 'symbol',
    source: POINTS_SOURCE,
    filter: isCluster,
    layout: {
      'text-field': ['get', 'point_count_abbreviated'],
      // Drawn by the browser when the style has no glyphs for it (the own and PMTiles styles have none at all).
      'text-font': ['Noto Sans Bold'],
      'text-size': 12,
      'text-allow-overlap': true,
      'text-ignore-placement': true,
    },
    paint: { 'text-color': '#ffffff' },
  });
  map.addLayer({
    id: SELECTED_LAYER,
    type: 'circle',
    source: POINTS_SOURCE,
    filter: selectedFilter(null),
    paint: {
      'circle-color': ['case', isCluster, 'rgba(0,0,0,0)', 'rgba(0,0,0,0)'],
      'circle-radius': radius([4, 6, 9], 5),
      'circle-stroke-color': '#0f172a',
      'circle-stroke-width': ['case', isCluster, 0, 3],
    },
  });
}

const selectedFilter = (index: number | null): FilterSpecification => ['all', ['!', isCluster], ['==', ['id'], index ?? -1]];

export async function setPointData(map: MapLibre, data: MapFeatureCollection): Promise<void> {
  await (map.getSource(POINTS_SOURCE) as GeoJSONSource | undefined)?.setData(data);
}

export function setPointColors(map: MapLibre, mode: MapColorMode, serviceSlots: number): void {
  if (map.getLayer(CIRCLE_LAYER)) map.setPaintProperty(CIRCLE_LAYER, 'circle-color', circleColor(mode, serviceSlots));
}

export function setSelectedPoint(map: MapLibre, index: number | null): void {
  if (map.getLayer(SELECTED_LAYER)) map.setFilter(SELECTED_LAYER, selectedFilter(index));
}

/** Zooms in far enough for a cluster to come apart. */
export async function expandCluster(map: MapLibre, clusterId: number, center: [number, number]): Promise<void> {
  const source = map.getSource(POINTS_SOURCE) as GeoJSONSource | undefined;
  if (!source) return;
  const zoom = await source.getClusterExpansionZoom(clusterId);
  map.easeTo({ center, zoom: Math.min(zoom, CLUSTER_MAX_ZOOM + 1) });
}
