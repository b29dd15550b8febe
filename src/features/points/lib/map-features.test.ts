import { describe, expect, it } from 'vitest';
import { toMapPoints, type MapRow } from './map-features';
import { COLORED_SERVICES } from './map-colors';

const row = (providerKey: string, lat: number, lng: number, type = 1): MapRow => ({ providerKey, type, lat, lng });

describe('toMapPoints', () => {
  it('makes one feature per drawable row, id = the row place, and the bounds around them', () => {
    const points = toMapPoints([row('cdek', 55.7, 37.6), row('boxberry', 55.9, 37.4, 2), row('cdek', 55.5, 37.9, 3)]);
    expect(points.data.features).toHaveLength(3);
    expect(points.data.features[1]).toEqual({
      type: 'Feature', id: 1, geometry: { type: 'Point', coordinates: [37.4, 55.9] }, properties: { s: 1, t: 2 },
    });
    expect(points.bounds).toEqual([[37.4, 55.5], [37.9, 55.9]]);
    expect(points.types).toEqual(new Map([[1, 1], [2, 1], [3, 1]]));
  });

  it('skips rows without usable coordinates but keeps the others at their own place', () => {
    const points = toMapPoints([row('a', 0, 0), row('a', Number.NaN, 10), row('a', 91, 10), row('a', 60, 30)]);
    expect(points.data.features.map((f) => f.id)).toEqual([3]);
    expect(points.skipped).toBe(3);
    expect(points.services).toEqual([{ keys: ['a'], count: 1 }]);
  });

  it('gives the busiest services their own slot and gathers the rest in one', () => {
    const rows: MapRow[] = [];
    for (let n = 0; n < COLORED_SERVICES + 3; n++) for (let k = 0; k <= n; k++) rows.push(row(`s${n}`, 50, 30));
    const { services, data } = toMapPoints(rows);
    expect(services).toHaveLength(COLORED_SERVICES + 1);
    expect(services[0].keys).toEqual([`s${COLORED_SERVICES + 2}`]);
    expect(services[COLORED_SERVICES].keys).toEqual(['s2', 's1', 's0']);
    expect(services[COLORED_SERVICES].count).toBe(3 + 2 + 1);
    expect(data.features.find((f) => f.id === 0)?.properties.s).toBe(COLORED_SERVICES);
  });

  it('has no bounds for an empty answer', () => {
    expect(toMapPoints([]).bounds).toBeNull();
  });

  it("builds 20,000 points quickly (the map's first render has 1 s in all)", () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => row(`p${i % 7}`, 55 + (i % 100) / 100, 37 + (i % 97) / 100, 1 + (i % 4)));
    const started = performance.now();
    toMapPoints(rows);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
