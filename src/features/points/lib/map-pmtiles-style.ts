// A self-hosted base map (docs/decisions/points.md, "The base map"): one PMTiles archive of the Protomaps
// basemap schema (server env MAP_PMTILES_URL), read over HTTP range requests through pmtiles' maplibre
// protocol, drawn with the Protomaps style's layers in the user's language. The style asks for no glyphs
// and no sprite: maplibre draws the names with the browser's own fonts, and the layers' icons (town dots,
// road shields, one-way arrows, points of interest) are left out, so only the archive is fetched.
// Loaded only when such an archive is configured (its chunk holds @protomaps/basemaps).
import { layers, LIGHT, type Flavor } from '@protomaps/basemaps';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

export const PMTILES_SOURCE = 'protomaps';

/** The archive's data is OpenStreetMap's (Protomaps builds it), whose licence asks for this credit. */
const ATTRIBUTION = '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>';

/** Without points of interest: the points map has its own points, and their icons come from a sprite. */
const FLAVOR: Flavor = { ...LIGHT, pois: undefined };

type Layout = Record<string, unknown>;

/** A layer that draws an icon and a name keeps the name (and no icon property); one that draws only an icon goes. */
export function withoutIcons(list: LayerSpecification[]): LayerSpecification[] {
  return list.flatMap((layer) => {
    if (layer.type !== 'symbol' || !layer.layout) return [layer];
    if (!('text-field' in layer.layout)) return 'icon-image' in layer.layout ? [] : [layer];
    const layout: Layout = Object.fromEntries(Object.entries(layer.layout).filter(([key]) => !key.startsWith('icon-')));
    const paint: Layout = Object.fromEntries(Object.entries(layer.paint ?? {}).filter(([key]) => !key.startsWith('icon-')));
    return [{ ...layer, layout, paint } as LayerSpecification];
  });
}

/** The `pmtiles://` URL maplibre hands to the protocol for an archive's http(s) URL. */
export const pmtilesSourceUrl = (archiveUrl: string): string => `pmtiles://${archiveUrl}`;

/** lang: the UI's language ('ru', 'en'); names fall back to English, then to the local name. */
export function pmtilesMapStyle(archiveUrl: string, lang: string): StyleSpecification {
  return {
    version: 8,
    name: 'pmtiles',
    sources: { [PMTILES_SOURCE]: { type: 'vector', url: pmtilesSourceUrl(archiveUrl), attribution: ATTRIBUTION } },
    layers: withoutIcons(layers(PMTILES_SOURCE, FLAVOR, { lang }) as LayerSpecification[]),
  };
}
