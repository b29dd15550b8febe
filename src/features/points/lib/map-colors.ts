// How the map colours points: by delivery service (legend slots handed out by map-features.ts, the
// busiest service first) or by point type. Colours are told apart by hue and lightness both, and each
// circle gets a white ring, so they read on any base map, and on none.
import type { ExpressionSpecification } from 'maplibre-gl';

export type MapColorMode = 'service' | 'type';

/** Tableau 10 without its grey, which means "other services" here. */
const SERVICE_COLORS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f'];
export const OTHER_COLOR = '#7f7f7f';
/** Services with a colour of their own; the rest share the grey slot after them. */
export const COLORED_SERVICES = SERVICE_COLORS.length;

/** 1 pickup point, 2 postamat, 3 post office, 4 terminal (src/contract/points.ts). */
export const TYPE_COLORS: Readonly<Record<number, string>> = { 1: '#4e79a7', 2: '#f28e2b', 3: '#59a14f', 4: '#b07aa1' };

/** The colour of a legend slot when colouring by service. */
export const serviceColor = (slot: number): string => SERVICE_COLORS[slot] ?? OTHER_COLOR;

/** The circle colour of a single point, as a style expression over its `s` / `t` properties. */
export function pointColor(mode: MapColorMode, serviceSlots: number): ExpressionSpecification {
  if (mode === 'type') {
    return ['match', ['get', 't'], 1, TYPE_COLORS[1], 2, TYPE_COLORS[2], 3, TYPE_COLORS[3], 4, TYPE_COLORS[4], OTHER_COLOR];
  }
  const more = Array.from({ length: Math.max(serviceSlots - 1, 0) }, (_, n) => [n + 1, serviceColor(n + 1)]).flat();
  return ['match', ['get', 's'], 0, serviceColor(0), ...more, OTHER_COLOR];
}
