import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Point } from '../../src/contract/points';
import { ParcelDb } from '../../src/db/schema';
import type { PointSort } from '../../src/lib/points/point-filter';
import { PointCatalog } from './catalog';
import { packSnapshot, unpackSnapshot } from './catalog-snapshot';
import { loadCatalog, refreshCatalog, saveCatalog } from './catalog-source';

let version = 0;
function point(id: string, fields: Partial<Point> = {}): Point {
  return {
    id, version: ++version, providerKey: 'cdek', code: `C${id}`, name: `Пункт ${id}`, type: 1, postIndex: '101000',
    lat: 55.75, lng: 37.61, countryCode: 'RU', region: 'Москва', city: 'Москва', cityGuid: 'g', street: 'Тверская',
    house: '1', block: '', office: '', address: 'Москва, Тверская, 1', url: '', email: '', phone: '',
    timetable: 'Пн-Вс 10:00-20:00', worktime: [], fittingRoom: false, cod: true, paymentCash: true, paymentCard: true,
    availableOperation: 3, description: '', photos: [], metro: [],
    limits: { maxWeight: null, maxSizeA: null, maxSizeB: null, maxSizeC: null, maxCod: null }, enabled: true,
    ...fields,
  };
}

/** A catalog started again from another's saved state, as the next visit does. */
const reopen = (catalog: PointCatalog) => new PointCatalog(unpackSnapshot(structuredClone(packSnapshot(catalog.snapshot()))));

const ids = (catalog: PointCatalog, filter = {}, sort: PointSort = { by: 'name', desc: false }) =>
  catalog.query(filter, sort).map((slot) => catalog.row(slot).id);

describe('point catalog', () => {
  const catalog = new PointCatalog();
  catalog.upsert(point('1', { name: 'Ёлка', city: 'Москва', availableOperation: 1, paymentCard: false }));
  catalog.upsert(point('2', { name: 'Арбат', city: 'Москва', providerKey: 'boxberry', availableOperation: 2 }));
  catalog.upsert(point('3', { name: 'Волга', city: 'Казань', availableOperation: 3, paymentCash: false, code: 'kzn-7' }));
  catalog.upsert(point('4', { name: 'Берёза', city: 'Санкт-Петербург', providerKey: 'boxberry' }));

  it('filters by city and service regardless of case and ё', () => {
    expect(ids(catalog, { city: 'москва' })).toEqual(['2', '1']);
    expect(ids(catalog, { providerKey: 'BOXBERRY' })).toEqual(['2', '4']);
    expect(ids(catalog, { city: 'Москва', providerKey: 'cdek' })).toEqual(['1']);
    expect(ids(catalog, { code: 'KZN-7' })).toEqual(['3']);
    expect(ids(catalog, { id: '4' })).toEqual(['4']);
    expect(ids(catalog, { id: '4', city: 'Москва' })).toEqual([]);
  });

  it('finds points that receive, issue or do both, and by payment', () => {
    expect(ids(catalog, { operation: 1 })).toEqual(['4', '3', '1']); // 1 and 3
    expect(ids(catalog, { operation: 2 })).toEqual(['2', '4', '3']);
    expect(ids(catalog, { operation: 3 })).toEqual(['4', '3']);
    expect(ids(catalog, { card: 0 })).toEqual(['1']);
    expect(ids(catalog, { cash: 0 })).toEqual(['3']);
    expect(ids(catalog, { cash: 1, card: 1 })).toEqual(['2', '4']);
  });

  it('sorts alphabetically in Russian (ё with е), both ways, and by city then name', () => {
    expect(ids(catalog)).toEqual(['2', '4', '3', '1']);
    expect(ids(catalog, {}, { by: 'name', desc: true })).toEqual(['1', '3', '4', '2']);
    expect(ids(catalog, {}, { by: 'city', desc: false })).toEqual(['3', '2', '1', '4']);
  });

  it('keeps the sort right as points are added and renamed after it was first sorted', () => {
    const copy = reopen(catalog);
    expect(ids(copy)).toEqual(['2', '4', '3', '1']);
    copy.upsert(point('5', { name: 'Вишня' }));
    copy.upsert(point('2', { name: 'Яблоня' }));
    copy.upsert(point('6', { name: 'Абрикос' }));
    expect(ids(copy)).toEqual(['6', '4', '5', '3', '1', '2']);
    expect(ids(copy, {}, { by: 'name', desc: true })).toEqual(['2', '1', '3', '5', '4', '6']);
  });

  it('suggests cities that start with the typed text first, then those that contain it', () => {
    const more = reopen(catalog);
    more.upsert(point('5', { city: 'Нижний Новгород' }));
    more.upsert(point('6', { city: 'Новгород' }));
    more.upsert(point('7', { city: 'Новгород' }));
    expect(more.cities('новг', 5)).toEqual([{ city: 'Новгород', count: 2 }, { city: 'Нижний Новгород', count: 1 }]);
    expect(more.cities('', 1)).toEqual([{ city: 'Москва', count: 2 }]);
  });

  it('takes a changed point in place and forgets removed ones', () => {
    const copy = reopen(catalog);
    copy.upsert(point('2', { city: 'Казань', name: 'Арбат' }));
    expect(ids(copy, { city: 'Казань' })).toEqual(['2', '3']);
    copy.retainOnly(new Set(['1', '3', '4']));
    expect(copy.size).toBe(3);
    expect(ids(copy, { city: 'Казань' })).toEqual(['3']);
  });
});

describe('catalog source', () => {
  let db: ParcelDb;
  afterEach(() => db?.delete());

  it('reads only newer versions, drops what a finished pull no longer has, and starts from its snapshot', async () => {
    db = new ParcelDb('catalog-source-test');
    await db.points.bulkPut(Array.from({ length: 4500 }, (_, i) => point(`p${i}`)) as never);
    const catalog = await loadCatalog(db);
    expect(await refreshCatalog(db, catalog)).toBe(true);
    expect(catalog.size).toBe(4500);
    expect(await refreshCatalog(db, catalog)).toBe(false);

    await db.points.put(point('p1', { city: 'Тверь' }) as never);
    await db.points.delete('p2');
    await db.syncState.put({ collection: 'points', cursor: 'x', total: 4499, stored: 4499, complete: true, syncedAt: 0, pass: 1 });
    expect(await refreshCatalog(db, catalog)).toBe(true);
    expect(ids(catalog, { city: 'Тверь' })).toEqual(['p1']);
    expect(catalog.size).toBe(4499);

    await saveCatalog(db, catalog);
    const reopened = await loadCatalog(db);
    expect(reopened.size).toBe(4499);
    expect(reopened.maxVersion).toBe(catalog.maxVersion);
    expect(await refreshCatalog(db, reopened)).toBe(false);
    expect(ids(reopened, { city: 'Тверь' })).toEqual(['p1']);
  });
});
