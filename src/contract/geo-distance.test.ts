import { describe, expect, it } from 'vitest';
import { distanceMetres, hasCoordinates } from './geo-distance';

describe('distance on the Earth', () => {
  it('is zero from a place to itself and the same both ways', () => {
    expect(distanceMetres(55.7539, 37.6208, 55.7539, 37.6208)).toBe(0);
    expect(distanceMetres(55.75, 37.61, 55.79, 49.12)).toBeCloseTo(distanceMetres(55.79, 49.12, 55.75, 37.61), 6);
  });

  it('measures known distances', () => {
    // Moscow (Red Square) to Kazan (Kremlin): 717.5 km on the sphere (the spherical law of cosines agrees).
    expect(distanceMetres(55.7539, 37.6208, 55.7987, 49.1064) / 1000).toBeCloseTo(717.49, 2);
    // One minute of latitude is about one nautical mile (1,852 m).
    expect(distanceMetres(55, 37, 55 + 1 / 60, 37)).toBeCloseTo(1853, -1);
    // A degree of longitude at 60° north is half of one at the equator.
    expect(distanceMetres(60, 30, 60, 31) / distanceMetres(0, 30, 0, 31)).toBeCloseTo(0.5, 3);
    // Antipodes: half the circumference.
    expect(distanceMetres(0, 0, 0, 180) / 1000).toBeCloseTo(20015, 0);
  });

  it('crosses the 180th meridian the short way', () => {
    expect(distanceMetres(65, 179.9, 65, -179.9)).toBeLessThan(10_000);
  });

  it('tells a place from "no coordinates"', () => {
    expect(hasCoordinates(55.75, 37.61)).toBe(true);
    expect(hasCoordinates(0, 0)).toBe(false);
    expect(hasCoordinates(Number.NaN, 37)).toBe(false);
    expect(hasCoordinates(91, 37)).toBe(false);
    expect(hasCoordinates(0, 37)).toBe(true);
  });
});
