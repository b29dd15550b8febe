// Which URLs belong to the base map, for the service worker's tile cache (workers/sw.ts): the style,
// its sprite, glyphs, TileJSON and tile templates. Another host is taken whole (tile servers spread tiles
// over several names, each listed); on the console's own host only the folder the map file sits in, never
// the root or the API, so the cache cannot swallow the app or its data.

import { API_PREFIX } from '../../../contract/api-paths';

/** The part of a URL template before its first placeholder ({z}, {fontstack}, {range}...). */
const beforePlaceholder = (url: string): string => url.split('{')[0];

export function mapCachePrefixes(urls: Array<string | undefined>, pageOrigin: string): string[] {
  const prefixes = new Set<string>();
  for (const raw of urls) {
    if (!raw) continue;
    let url: URL;
    try {
      url = new URL(beforePlaceholder(raw), pageOrigin);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    if (url.origin !== pageOrigin) {
      prefixes.add(`${url.origin}/`);
      continue;
    }
    const folder = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
    if (folder === '/' || folder.startsWith(API_PREFIX)) continue;
    prefixes.add(`${url.origin}${folder}`);
  }
  return [...prefixes].sort();
}

/** The URLs a loaded style fetches from: sprite(s), glyphs, each source's TileJSON, tile templates or data. */
export function styleUrls(style: { sprite?: unknown; glyphs?: string; sources?: Record<string, unknown> }): string[] {
  const urls: string[] = [];
  const sprite = style.sprite;
  if (typeof sprite === 'string') urls.push(sprite);
  else if (Array.isArray(sprite)) for (const s of sprite) if (typeof s?.url === 'string') urls.push(s.url);
  if (style.glyphs) urls.push(style.glyphs);
  for (const source of Object.values(style.sources ?? {})) {
    const s = source as { url?: unknown; tiles?: unknown; data?: unknown };
    if (typeof s.url === 'string') urls.push(s.url);
    if (typeof s.data === 'string') urls.push(s.data);
    if (Array.isArray(s.tiles)) for (const tile of s.tiles) if (typeof tile === 'string') urls.push(tile);
  }
  return urls;
}
