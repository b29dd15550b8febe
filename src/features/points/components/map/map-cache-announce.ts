// Tells the service worker (workers/sw.ts) which URLs belong to the base map, so its style, sprite, glyphs
// and tiles, or a PMTiles archive's byte ranges, are kept for offline use once seen. Sent as soon as the style
// URL is known and again with everything the loaded style points at; the worker keeps the union.
import type { Map as MapLibre } from 'maplibre-gl';
import { mapCachePrefixes, styleUrls } from '../../lib/map-cache-prefixes';

function post(urls: Array<string | undefined>): void {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  const prefixes = mapCachePrefixes(urls, location.origin);
  if (worker && prefixes.length) worker.postMessage({ type: 'MAP_PREFIXES', prefixes });
}

export const announceStyleUrl = (styleUrl: string): void => post([styleUrl]);

/** A PMTiles archive: its folder on the console's host, or its host. */
export const announceArchive = (archiveUrl: string): void => post([archiveUrl]);

/** A loaded style's URLs: the style, its sprite, glyphs and sources, with the tile templates TileJSON filled in. */
export function loadedStyleUrls(map: MapLibre, styleUrl: string): string[] {
  const style = map.getStyle();
  const tiles = Object.keys(style.sources).flatMap((id) => (map.getSource(id) as { tiles?: string[] } | undefined)?.tiles ?? []);
  return [styleUrl, ...styleUrls(style), ...tiles];
}

/** After the style loaded: everything it points at. */
export const announceLoadedStyle = (map: MapLibre, styleUrl: string): void => post(loadedStyleUrls(map, styleUrl));
