// Keyboard use of the map: maplibre already pans with the arrows and zooms with + and -; Enter (or Space)
// acts on what is in the middle of the map — a cluster zooms in, a point opens its popup — so every
// point can be reached without a mouse.
import type { Map as MapLibre, MapGeoJSONFeature } from 'maplibre-gl';

/** How far from the middle (CSS pixels) a point still counts as "in the middle". */
const REACH_PX = 28;

/** The cluster or point nearest the middle of the map, if one is within reach. */
export function featureAtCenter(map: MapLibre, layers: string[]): MapGeoJSONFeature | null {
  const box = map.getContainer();
  const x = box.clientWidth / 2;
  const y = box.clientHeight / 2;
  const found = map.queryRenderedFeatures([[x - REACH_PX, y - REACH_PX], [x + REACH_PX, y + REACH_PX]], { layers });
  let best: MapGeoJSONFeature | null = null;
  let bestDistance = Infinity;
  for (const feature of found) {
    if (feature.geometry.type !== 'Point') continue;
    const at = map.project(feature.geometry.coordinates as [number, number]);
    const distance = Math.hypot(at.x - x, at.y - y);
    if (distance < bestDistance) {
      best = feature;
      bestDistance = distance;
    }
  }
  return best;
}

type KeyActions = {
  /** Enter on what is in the middle: the feature, or null when nothing is in reach. */
  onActivate: (feature: MapGeoJSONFeature | null) => void;
  /** Keyboard focus came to the map or left it (a click on the map does not count). */
  onFocus: (byKeyboard: boolean) => void;
};

/** Listens on the map's canvas; returns the way to stop. */
export function bindMapKeys(map: MapLibre, layers: string[], { onActivate, onFocus }: KeyActions): () => void {
  const canvas = map.getCanvas();
  const onKey = (event: KeyboardEvent) => {
    if ((event.key !== 'Enter' && event.key !== ' ') || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onActivate(featureAtCenter(map, layers));
  };
  const onFocusIn = () => onFocus(canvas.matches(':focus-visible'));
  const onFocusOut = () => onFocus(false);
  canvas.addEventListener('keydown', onKey);
  canvas.addEventListener('focus', onFocusIn);
  canvas.addEventListener('blur', onFocusOut);
  return () => {
    canvas.removeEventListener('keydown', onKey);
    canvas.removeEventListener('focus', onFocusIn);
    canvas.removeEventListener('blur', onFocusOut);
  };
}
