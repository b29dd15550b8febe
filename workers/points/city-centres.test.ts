import { describe, expect, it } from 'vitest';
import { cityCentres } from './city-centres';

describe('cityCentres', () => {
  it('takes the median of each city\'s points, per city and region, biggest first, skipping unusable coordinates', () => {
    const names = ['Москва', 'Кировск', ''];
    const rows = [
      // Moscow: three points near the centre and one far off (a typo), plus one with no coordinates.
      { city: 0, region: 0, lat: 55.7, lng: 37.6 }, { city: 0, region: 0, lat: 55.8, lng: 37.5 }, { city: 0, region: 0, lat: 55.75, lng: 37.7 },
      { city: 0, region: 0, lat: 5.75, lng: 137.6 }, { city: 0, region: 0, lat: 0, lng: 0 },
      // Two towns of one name in two regions.
      { city: 1, region: 1, lat: 67.6, lng: 33.7 }, { city: 1, region: 2, lat: 59.9, lng: 30.99 },
      // A point without a city.
      { city: 2, region: 0, lat: 50, lng: 50 },
    ];
    const columns = { city: rows.map((r) => r.city), region: rows.map((r) => r.region), lat: rows.map((r) => r.lat), lng: rows.map((r) => r.lng) };
    const centres = cityCentres(rows.keys(), columns, names);
    expect(centres).toHaveLength(3);
    expect(centres[0]).toEqual({ city: 'Москва', lat: (55.7 + 55.75) / 2, lng: (37.6 + 37.7) / 2, count: 4 });
    expect(centres.slice(1).map((c) => [c.city, c.lat, c.count])).toEqual([['Кировск', 67.6, 1], ['Кировск', 59.9, 1]]);
  });
});
