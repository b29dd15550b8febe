// "Near me" in the catalog (docs/decisions/points.md "Near me"): the filter's matches by distance from a
// place the question gives, and each row's distance from it.
import { describe, expect, it } from 'vitest';
import type { Point } from '../../src/contract/points';
import type { PointFilter, PointSort } from '../../src/contract/point-filter';
import { PointCatalog } from './catalog';

const point = (id: string, name: string, city: string, lat: number, lng: number, providerKey = 'cdek'): Point => ({
  id, version: 1, providerKey, code: `C${id}`, name, type: 1, postIndex: '101000', lat, lng, countryCode: 'RU', region: city, city,
  cityGuid: 'g', street: '', house: '', block: '', office: '', address: `${city}, ${name}`, url: '', email: '', phone: '', timetable: '',
  worktime: [], fittingRoom: false, cod: true, paymentCash: true, paymentCard: true, availableOperation: 3, description: '', photos: [],
  metro: [], limits: { maxWeight: null, maxSizeA: null, maxSizeB: null, maxSizeC: null, maxCod: null }, enabled: true,
});

const catalog = new PointCatalog();
catalog.upsert(point('far', 'Арбат', 'Москва', 55.7494, 37.5912), 1); // ~2 km west of the square
catalog.upsert(point('near', 'Ясень', 'Москва', 55.7549, 37.6208), 1); // ~110 m north
catalog.upsert(point('kzn', 'Волга', 'Казань', 55.7987, 49.1064), 1);
catalog.upsert(point('lost', 'Берег', 'Москва', 0, 0), 1); // no coordinates
catalog.upsert(point('twin-b', 'Дом Б', 'Москва', 55.7600, 37.6208, 'boxberry'), 1); // ~680 m, one building
catalog.upsert(point('twin-a', 'Дом А', 'Москва', 55.7600, 37.6208), 1);

const redSquare = { lat: 55.7539, lng: 37.6208 };
const ids = (filter: PointFilter, sort: PointSort) => Array.from(catalog.query(filter, sort), (slot) => catalog.row(slot).id);

describe('points near the user', () => {
  it('sorts the matches nearest first, one building\'s points by name, those without coordinates last', () => {
    expect(ids({}, { by: 'distance', desc: false, from: redSquare })).toEqual(['near', 'twin-a', 'twin-b', 'far', 'kzn', 'lost']);
    expect(ids({ city: 'Москва', providerKey: 'cdek' }, { by: 'distance', desc: false, from: redSquare })).toEqual(['near', 'twin-a', 'far', 'lost']);
    // Nearest first whatever `desc` says; from Kazan, Kazan comes first.
    expect(ids({}, { by: 'distance', desc: true, from: redSquare })[0]).toBe('near');
    expect(ids({}, { by: 'distance', desc: false, from: { lat: 55.79, lng: 49.12 } })[0]).toBe('kzn');
  });

  it('sorts by name while the place is not known', () => {
    expect(ids({}, { by: 'distance', desc: false })).toEqual(ids({}, { by: 'name', desc: false }));
  });

  it('answers a new place anew rather than from the kept answer', () => {
    const sort: PointSort = { by: 'distance', desc: false, from: redSquare };
    expect(ids({ city: 'Москва' }, sort)[0]).toBe('near');
    expect(ids({ city: 'Москва' }, { ...sort, from: { lat: 55.7494, lng: 37.5912 } })[0]).toBe('far');
  });

  it('sorts a given set of points by distance too (the calculator\'s points)', () => {
    expect(ids({ ids: ['kzn', 'far', 'near'] }, { by: 'distance', desc: false, from: redSquare })).toEqual(['near', 'far', 'kzn']);
  });

  it('says each row\'s distance in metres when given the place, and nothing for a point without coordinates', () => {
    const slots = catalog.query({}, { by: 'distance', desc: false, from: redSquare });
    const rows = Array.from(slots, (slot) => catalog.row(slot, redSquare));
    expect(rows[0].distance).toBeCloseTo(111.2, 0);
    expect(rows.find((row) => row.id === 'kzn')?.distance).toBeCloseTo(717_491, -1);
    expect(rows.find((row) => row.id === 'lost')).not.toHaveProperty('distance');
    expect(catalog.row(slots[0])).not.toHaveProperty('distance');
  });
});
