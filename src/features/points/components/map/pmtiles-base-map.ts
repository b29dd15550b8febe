// A self-hosted PMTiles base map (lib/map-pmtiles-style.ts): registers pmtiles' protocol with maplibre once and
// gives the style. A chunk of its own, loaded only when MAP_PMTILES_URL is set. The archive's byte ranges are
// kept for offline use by the service worker (workers/sw/map-ranges.ts), told of the archive's URL here, before
// the map is made, so that it knows the archive by its first range (the header, read once per page).
import { addProtocol } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import type { StyleSpecification } from 'maplibre-gl';
import { pmtilesMapStyle } from '../../lib/map-pmtiles-style';
import { announceArchive } from './map-cache-announce';

let registered = false;

export function pmtilesStyle(archiveUrl: string, lang: string): StyleSpecification {
  if (!registered) {
    addProtocol('pmtiles', new Protocol().tile);
    registered = true;
  }
  announceArchive(archiveUrl);
  return pmtilesMapStyle(archiveUrl, lang);
}
