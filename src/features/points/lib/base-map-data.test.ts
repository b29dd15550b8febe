import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBaseMap, isBaseMapFile, type BaseMapGeoJson } from './base-map-data';

const FILE = new URL('../components/map/base-map.json', import.meta.url);

/** Even-odd: inside any polygon of the kind's features. */
function inside(map: BaseMapGeoJson, kind: 'world' | 'land' | 'lake', [x, y]: [number, number]): boolean {
  let hit = false;
  for (const feature of map.features) {
    if (feature.properties.kind !== kind || feature.geometry.type !== 'MultiPolygon') continue;
    for (const polygon of feature.geometry.coordinates) {
      let odd = false;
      for (const ring of polygon) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i];
          const [xj, yj] = ring[j];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
        }
      }
      hit ||= odd;
    }
  }
  return hit;
}

describe('decodeBaseMap', () => {
  it('adds up the steps of each ring and line, in quanta of a degree', () => {
    const map = decodeBaseMap({ version: 2, quantum: 1000, world: [], land: [[[10000, 20000, 1000, 0, 0, 1000, -1000, -1000]]], lake: [], border: [[0, 0, 500, -250]] });
    expect(map.features[1].geometry.coordinates).toEqual([[[[10, 20], [11, 20], [11, 21], [10, 20]]]]);
    expect(map.features[3].geometry.coordinates).toEqual([[[0, 0], [0.5, -0.25]]]);
  });

  it('takes only the layout it knows', () => {
    expect(isBaseMapFile({ version: 1, quantum: 1000, land: [], lake: [], border: [] })).toBe(false);
    expect(isBaseMapFile(null)).toBe(false);
  });
});

describe('the committed base map (npm run base-map)', () => {
  const file: unknown = JSON.parse(readFileSync(FILE, 'utf8'));
  if (!isBaseMapFile(file)) throw new Error('base-map.json has another layout');
  const map = decodeBaseMap(file);

  it('has land where the cities are, and sea and lakes where they are', () => {
    const land: Array<[string, [number, number]]> = [
      ['Moscow', [37.62, 55.75]], ['Kaliningrad', [20.51, 54.71]], ['Novosibirsk', [82.92, 55.03]],
      ['Vladivostok', [131.89, 43.12]], ['Chukotka', [176, 66]], ['Chukotka past 180°', [-174, 66]],
    ];
    for (const [name, at] of land) expect(inside(map, 'land', at), name).toBe(true);
    expect(inside(map, 'world', [2.35, 48.86]), 'Paris, outside the detailed region').toBe(true);
    expect(inside(map, 'world', [37.62, 55.75]), 'Moscow is the detailed land\'s only').toBe(false);
    const sea: Array<[string, [number, number]]> = [['Gulf of Finland', [28.5, 60.0]], ['Black Sea', [35, 43]], ['Sea of Okhotsk', [150, 55]]];
    for (const [name, at] of sea) expect(inside(map, 'land', at), name).toBe(false);
    for (const [name, at] of [['Baikal', [108.0, 53.5]], ['Ladoga', [31.5, 60.9]]] as const) expect(inside(map, 'lake', [...at]), name).toBe(true);
  });

  it('draws country borders in the region', () => {
    const border = map.features.find((f) => f.properties.kind === 'border');
    // Somewhere along Russia's border with Kazakhstan (about 50-55°N, 50-87°E).
    const near = border?.geometry.type === 'MultiLineString'
      && border.geometry.coordinates.some((line) => line.some(([x, y]) => x > 60 && x < 75 && y > 50 && y < 56));
    expect(near).toBe(true);
  });
});
