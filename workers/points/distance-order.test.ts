import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../src/contract/geo-distance';
import { DistanceOrder } from './distance-order';

const from = { lat: 55.7539, lng: 37.6208 };

describe('distance order', () => {
  it('puts the nearest first, the points without coordinates last', () => {
    //           0: Kazan    1: 1 km north  2: nowhere  3: 300 m east  4: Tver
    const lat = [55.7987, 55.7629, 0, 55.7539, 56.8587];
    const lng = [49.1064, 37.6208, 0, 37.6256, 35.9176];
    const slots = Int32Array.from([0, 1, 2, 3, 4]);
    new DistanceOrder().sort(slots, lat, lng, from);
    expect(Array.from(slots)).toEqual([3, 1, 4, 0, 2]);
  });

  it('keeps the given order of points at the same place (the name order they come in)', () => {
    const lat = [55.76, 55.76, 55.76, 55.75];
    const lng = [37.62, 37.62, 37.62, 37.62];
    const slots = Int32Array.from([2, 0, 1, 3]);
    new DistanceOrder().sort(slots, lat, lng, from);
    expect(Array.from(slots)).toEqual([3, 2, 0, 1]);
  });

  it('sorts only the matches it is given and reuses its buffers for a shorter answer', () => {
    const order = new DistanceOrder();
    const lat = Array.from({ length: 50 }, (_, i) => 55 + i / 100);
    const lng = Array.from({ length: 50 }, () => 37.6208);
    const many = Int32Array.from({ length: 50 }, (_, i) => 49 - i);
    order.sort(many, lat, lng, { lat: 55.2, lng: 37.6208 });
    // 21 and 19 are as far as each other: they keep the order they came in.
    expect(Array.from(many.subarray(0, 3))).toEqual([20, 21, 19]);
    // A view over a longer buffer, as the catalog's answers are: nothing past its end moves.
    const buffer = Int32Array.from([40, 5, 30, 7, 7]);
    order.sort(buffer.subarray(0, 3), lat, lng, { lat: 55.06, lng: 37.6208 });
    expect(Array.from(buffer)).toEqual([5, 30, 40, 7, 7]);
  });

  it('agrees with a plain sort by distance over many random points', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const count = 5000;
    const lat = Array.from({ length: count }, () => 41 + random() * 30);
    const lng = Array.from({ length: count }, () => 20 + random() * 150);
    const slots = Int32Array.from({ length: count }, (_, i) => i);
    new DistanceOrder().sort(slots, lat, lng, from);
    const metres = (slot: number) => distanceMetres(from.lat, from.lng, lat[slot], lng[slot]);
    const expected = Array.from({ length: count }, (_, i) => i).sort((a, b) => metres(a) - metres(b));
    // Equal to the decimetre: a tie that close may go either way.
    expect(Array.from(slots, (slot) => Math.round(metres(slot) * 10))).toEqual(expected.map((slot) => Math.round(metres(slot) * 10)));
  });
});
