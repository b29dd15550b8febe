import { describe, expect, it } from 'vitest';
import { nearView } from './near-view';

const from = { lat: 55.75, lng: 37.62 };

describe('the map near the user', () => {
  it('centres on the user, wide enough for the nearest points', () => {
    const rows = [{ lat: 55.751, lng: 37.621, distance: 130 }, { lat: 0, lng: 0 }, { lat: 55.76, lng: 37.6, distance: 1700 }];
    const [[west, south], [east, north]] = nearView(from, rows)!;
    expect((west + east) / 2).toBeCloseTo(37.62, 6);
    expect((south + north) / 2).toBeCloseTo(55.75, 6);
    expect(east - west).toBeCloseTo(0.04, 6);
    expect(north - south).toBeCloseTo(0.02, 6);
  });

  it('keeps some room round a single point next door', () => {
    expect(nearView(from, [{ lat: 55.7501, lng: 37.6201, distance: 13 }])).toEqual([[37.617, 55.747], [37.623, 55.753]]);
  });

  it('leaves the view to the filter when even the nearest point is far, or there is none', () => {
    expect(nearView(from, [{ lat: 55.79, lng: 49.12, distance: 717_000 }])).toBeNull();
    expect(nearView(from, [])).toBeNull();
  });
});
