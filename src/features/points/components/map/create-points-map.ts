// Makes the maplibre map of the points tab: the style (a configured style's URL, a PMTiles one, or the own one),
// the camera on the points if they are known, zoom buttons, and maplibre's own texts in the user's
// language. Throws when the browser cannot give it a WebGL2 context.
import { Map as MapLibre, NavigationControl, prewarm, setWorkerUrl, type LngLatBoundsLike, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);
// maplibre's workers would otherwise end with the last map and start again (fetch, parse, warm up) each
// time the tab is opened; prewarmed, they live as long as the page.
prewarm();

export const FIT = { padding: 48, maxZoom: 15, duration: 0 } as const;

/** maplibre's own texts (buttons, the map's label), keyed as maplibre names them. */
export type MapTexts = Record<string, string>;

export function createPointsMap(container: HTMLElement, style: string | StyleSpecification, bounds: LngLatBoundsLike | null, texts: MapTexts): MapLibre {
  const map = new MapLibre({
    container,
    style,
    ...(bounds ? { bounds, fitBoundsOptions: FIT } : {}),
    attributionControl: { compact: true },
    maxZoom: 19,
    // On a touch screen one finger scrolls the page past the map, two move the map.
    cooperativeGestures: matchMedia('(pointer: coarse)').matches,
    locale: texts,
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  return map;
}
