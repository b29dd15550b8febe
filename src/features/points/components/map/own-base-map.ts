// The map's own base map (lib/map-own-style.ts): its file, fetched when a map first needs it (never with the
// app: it loads with the map's chunk) and read once per page, and the city names. The service worker keeps the
// file in its precache once the map's chunks are fetched after the install (workers/sw/deferred-precache.ts),
// so it draws offline after that.
import type { GeoJSONSource, Map as MapLibre } from 'maplibre-gl';
import type { CityCentre } from '../../../../../workers/points/city-centres';
import { decodeBaseMap, isBaseMapFile, type BaseMapGeoJson } from '../../lib/base-map-data';
import { BASE_SOURCE, CITIES_SOURCE, cityFeatures } from '../../lib/map-own-style';
import baseMapUrl from './base-map.json?url';

let fetching: Promise<string | null> | null = null;
let decoded: BaseMapGeoJson | null = null;

/** The file's text, fetched once per page; null when it could not be had (asked again next time). */
function fetchOwnBaseMap(): Promise<string | null> {
  fetching ??= fetch(baseMapUrl)
    .then((res) => (res.ok ? res.text() : null))
    .catch(() => null)
    .then((text) => {
      if (text === null) fetching = null;
      return text;
    });
  return fetching;
}

/** Starts fetching the file, if not yet; it is read only when filled in. */
export const prefetchOwnBaseMap = (): void => void fetchOwnBaseMap();

async function ownBaseMap(): Promise<BaseMapGeoJson | null> {
  if (decoded) return decoded;
  const text = await fetchOwnBaseMap();
  try {
    const file: unknown = text === null ? null : JSON.parse(text);
    decoded = isBaseMapFile(file) ? decodeBaseMap(file) : null;
  } catch {
    decoded = null;
  }
  return decoded;
}

/** Fills the own style's land, lakes and borders once the file is here. False: it could not be had. */
export async function fillOwnBaseMap(map: MapLibre): Promise<boolean> {
  const data = await ownBaseMap();
  if (data) await (map.getSource(BASE_SOURCE) as GeoJSONSource | undefined)?.setData(data);
  return data !== null;
}

/** The city names, when the own style is shown. */
export function setCityNames(map: MapLibre, cities: CityCentre[] | null): void {
  if (cities) void (map.getSource(CITIES_SOURCE) as GeoJSONSource | undefined)?.setData(cityFeatures(cities));
}

export const isOwnStyle = (map: MapLibre): boolean => Boolean(map.getSource(BASE_SOURCE));
