// Reads the own base map's file (components/map/base-map.json, made by components/map/build-base-map.mjs): the world's
// coarse land, the region's detailed land (drawn over it), lakes and country borders, each ring or line as whole quanta of a degree stored as steps from the point
// before (about half the bytes of GeoJSON's decimals), into the GeoJSON the map's source takes.

type Position = [number, number];
export type BaseMapKind = 'world' | 'land' | 'lake' | 'border';
export type BaseMapFeature =
  | { type: 'Feature'; properties: { kind: 'world' | 'land' | 'lake' }; geometry: { type: 'MultiPolygon'; coordinates: Position[][][] } }
  | { type: 'Feature'; properties: { kind: 'border' }; geometry: { type: 'MultiLineString'; coordinates: Position[][] } };
export type BaseMapGeoJson = { type: 'FeatureCollection'; features: BaseMapFeature[] };

/** The file's layout; `version` changes with it. */
export type BaseMapFile = { version: 2; quantum: number; world: number[][][]; land: number[][][]; lake: number[][][]; border: number[][] };

export const EMPTY_BASE_MAP: BaseMapGeoJson = { type: 'FeatureCollection', features: [] };

function points(steps: number[], quantum: number): Position[] {
  const out: Position[] = new Array(steps.length / 2);
  let x = 0;
  let y = 0;
  for (let i = 0; i < steps.length; i += 2) {
    x += steps[i];
    y += steps[i + 1];
    out[i / 2] = [x / quantum, y / quantum];
  }
  return out;
}

export function isBaseMapFile(value: unknown): value is BaseMapFile {
  const v = value as Partial<BaseMapFile> | null;
  return v?.version === 2 && typeof v.quantum === 'number' && Array.isArray(v.world) && Array.isArray(v.land) && Array.isArray(v.lake) && Array.isArray(v.border);
}

export function decodeBaseMap(file: BaseMapFile): BaseMapGeoJson {
  const polygons = (list: number[][][]) => list.map((polygon) => polygon.map((ring) => points(ring, file.quantum)));
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'world' }, geometry: { type: 'MultiPolygon', coordinates: polygons(file.world) } },
      { type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: polygons(file.land) } },
      { type: 'Feature', properties: { kind: 'lake' }, geometry: { type: 'MultiPolygon', coordinates: polygons(file.lake) } },
      { type: 'Feature', properties: { kind: 'border' }, geometry: { type: 'MultiLineString', coordinates: file.border.map((line) => points(line, file.quantum)) } },
    ],
  };
}
