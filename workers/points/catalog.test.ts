import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Point } from '../../src/contract/points';
import { ParcelDb } from '../../src/db/schema';
import type { PointSort } from '../../src/contract/point-filter';
import { PointCatalog } from './catalog';
import { packSnapshot, unpackSnapshot } from './catalog-snapshot';
import { loadCatalog, readPoint, refreshCatalog, SAVE_AFTER_PAGES, SAVE_EVERY_MS, saveCatalog, snapshotDue } from './catalog-source';
import { uploadPreview } from './upload-preview';

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
  Array.from(catalog.query(filter, sort), (slot) => catalog.row(slot).id);

describe('point catalog', () => {
  const catalog = new PointCatalog();
  catalog.upsert(point('1', { name: 'Ёлка', city: 'Москва', availableOperation: 1, paymentCard: false }), 1);
  catalog.upsert(point('2', { name: 'Арбат', city: 'Москва', providerKey: 'boxberry', availableOperation: 2 }), 1);
  catalog.upsert(point('3', { name: 'Волга', city: 'Казань', availableOperation: 3, paymentCash: false, code: 'kzn-7' }), 1);
  catalog.upsert(point('4', { name: 'Берёза', city: 'Санкт-Петербург', providerKey: 'boxberry' }), 1);

  it('filters by city and service regardless of case and ё', () => {
    expect(ids(catalog, { city: 'москва' })).toEqual(['2', '1']);
    expect(ids(catalog, { providerKey: 'BOXBERRY' })).toEqual(['2', '4']);
    expect(ids(catalog, { city: 'Москва', providerKey: 'cdek' })).toEqual(['1']);
    expect(ids(catalog, { code: 'KZN-7' })).toEqual(['3']);
    expect(ids(catalog, { id: '4' })).toEqual(['4']);
    expect(ids(catalog, { id: '4', city: 'Москва' })).toEqual([]);
    expect(ids(catalog, { ids: ['3', 'gone', '1'] })).toEqual(['3', '1']);
    expect(ids(catalog, { ids: ['3', '1'], providerKey: 'cdek', city: 'Москва' })).toEqual(['1']);
    expect(ids(catalog, { ids: [] })).toEqual([]);
  });

  it('answers a repeated query with its own points after a warm-up ran scans into the answer buffers', () => {
    expect(ids(catalog, { city: 'Казань' })).toEqual(['3']);
    catalog.warmUp();
    expect(ids(catalog, { city: 'Казань' })).toEqual(['3']);
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
    copy.upsert(point('5', { name: 'Вишня' }), 1);
    copy.upsert(point('2', { name: 'Яблоня' }), 1);
    copy.upsert(point('6', { name: 'Абрикос' }), 1);
    expect(ids(copy)).toEqual(['6', '4', '5', '3', '1', '2']);
    expect(ids(copy, {}, { by: 'name', desc: true })).toEqual(['2', '1', '3', '5', '4', '6']);
  });

  it('sorts as a catalog made from scratch after a few or many changes, restored, settled, or none of these', () => {
    const names = ['Арбат', 'Берёза', 'Волга', 'Ёлка', 'Ель', 'Яблоня', 'Клён', 'Дуб'];
    const cities = ['Москва', 'Казань', 'Омск'];
    let seed = 7;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const made = (id: number) => point(String(id), { name: `${names[random(names.length)]} ${random(5)}`, city: cities[random(3)] });
    for (const changes of [3, 40, 200]) {
      for (const start of ['kept', 'restored', 'settled'] as const) {
        const world = new Map<string, Point>();
        for (let id = 0; id < 300; id++) world.set(String(id), made(id));
        let live = new PointCatalog();
        world.forEach((p) => live.upsert(p, 1));
        ids(live);
        ids(live, {}, { by: 'city', desc: false });
        if (start === 'restored') live = reopen(live);
        if (start === 'settled') live.settle();
        for (let n = 0; n < changes; n++) {
          const p = random(4) === 0 ? made(300 + n) : { ...made(random(300)), id: String(random(300)) };
          world.set(p.id, p);
          live.upsert(p, 2);
        }
        const fresh = new PointCatalog();
        world.forEach((p) => fresh.upsert(p, 1));
        for (const sort of [{ by: 'name', desc: false }, { by: 'city', desc: true }] as PointSort[]) {
          expect(ids(live, {}, sort), `${changes} changes, ${start}, by ${sort.by}`).toEqual(ids(fresh, {}, sort));
        }
      }
    }
  });

  it('keeps an answer intact while the next query is answered', () => {
    const first = catalog.query({ city: 'Москва' }, { by: 'name', desc: false });
    const copy = Array.from(first);
    expect(Array.from(catalog.query({ card: 1 }, { by: 'city', desc: true }))).not.toEqual(copy);
    expect(Array.from(first)).toEqual(copy);
  });

  it('answers the same after warming up its scan', () => {
    const before = [ids(catalog, { city: 'Москва' }), ids(catalog, { card: 1 }, { by: 'name', desc: true })];
    catalog.warmUp();
    expect([ids(catalog, { city: 'Москва' }), ids(catalog, { card: 1 }, { by: 'name', desc: true })]).toEqual(before);
    expect(() => new PointCatalog().warmUp()).not.toThrow();
  });

  it('suggests cities that start with the typed text first, then those that contain it', () => {
    const more = reopen(catalog);
    more.upsert(point('5', { city: 'Нижний Новгород' }), 1);
    more.upsert(point('6', { city: 'Новгород' }), 1);
    more.upsert(point('7', { city: 'Новгород' }), 1);
    expect(more.cities('новг', 5)).toEqual([{ city: 'Новгород', count: 2 }, { city: 'Нижний Новгород', count: 1 }]);
    expect(more.cities('', 1)).toEqual([{ city: 'Москва', count: 2 }]);
  });

  it('takes a changed point in place and forgets removed ones', () => {
    const copy = reopen(catalog);
    copy.upsert(point('2', { city: 'Казань', name: 'Арбат' }), 1);
    expect(ids(copy, { city: 'Казань' })).toEqual(['2', '3']);
    copy.remove('2');
    copy.remove('nobody');
    expect(copy.size).toBe(3);
    expect(ids(copy, { city: 'Казань' })).toEqual(['3']);
  });
});

/** Stores points as the sync worker does: one record per page, its answer as text. */
async function storePage(db: ParcelDb, items: Point[], deleted: string[] = [], pass = 1): Promise<void> {
  await db.pointPages.add({ pass, body: JSON.stringify({ items, deleted, cursor: 'c', hasMore: false, total: 0 }) });
}

describe('catalog source', () => {
  let db: ParcelDb;
  afterEach(() => db?.delete());

  it('reads only pages stored after its last one, applies their deletions, and starts from its snapshot', async () => {
    db = new ParcelDb('catalog-source-test');
    for (let page = 0; page < 45; page++) await storePage(db, Array.from({ length: 100 }, (_, i) => point(`p${page * 100 + i}`)));
    const catalog = await refreshCatalog(db, await loadCatalog(db));
    expect(catalog.size).toBe(4500);
    expect(catalog.lastPage).toBe(45);
    const generation = catalog.generation;
    expect(await refreshCatalog(db, catalog)).toBe(catalog);
    expect(catalog.generation).toBe(generation);

    await storePage(db, [point('p1', { city: 'Тверь' })], ['p2']);
    expect(await refreshCatalog(db, catalog)).toBe(catalog);
    expect(ids(catalog, { city: 'Тверь' })).toEqual(['p1']);
    expect(catalog.size).toBe(4499);
    expect((await readPoint(db, catalog, 'p1'))?.city).toBe('Тверь');
    expect((await readPoint(db, catalog, 'p3'))?.id).toBe('p3');
    expect(await readPoint(db, catalog, 'p2')).toBeNull();

    await saveCatalog(db, catalog);
    const reopened = await loadCatalog(db);
    expect(reopened.size).toBe(4499);
    expect(reopened.lastPage).toBe(catalog.lastPage);
    expect((await refreshCatalog(db, reopened)).generation).toBe(reopened.generation);
    expect(ids(reopened, { city: 'Тверь' })).toEqual(['p1']);
  });

  it('saves the snapshot again after a finished pull only for many new pages or a new pass; a start takes in the pages after it', async () => {
    const due = (state: Partial<Parameters<typeof snapshotDue>[0]>) => snapshotDue({ pullComplete: true, rebuilt: false, pagesSinceSave: 0, msSinceSave: 0, ...state });
    expect(due({ pagesSinceSave: 1 })).toBe(false);
    expect(due({ pagesSinceSave: SAVE_AFTER_PAGES })).toBe(true);
    expect(due({ rebuilt: true })).toBe(true);
    expect(due({ pullComplete: false, pagesSinceSave: 500, msSinceSave: SAVE_EVERY_MS - 1 })).toBe(false);
    expect(due({ pullComplete: false, msSinceSave: SAVE_EVERY_MS + 1 })).toBe(true);

    db = new ParcelDb('catalog-source-unsaved-test');
    await storePage(db, [point('a'), point('b')]);
    await saveCatalog(db, await refreshCatalog(db, await loadCatalog(db)));
    // A few changes after the snapshot, not saved: the next start reads them after it.
    await storePage(db, [point('a', { city: 'Тверь' })], ['b']);
    const reopened = await refreshCatalog(db, await loadCatalog(db));
    expect(ids(reopened).sort()).toEqual(['a']);
    expect(ids(reopened, { city: 'Тверь' })).toEqual(['a']);
  });

  it('starts again from the pages left once a new pass has replaced the old one', async () => {
    db = new ParcelDb('catalog-source-pass-test');
    await storePage(db, [point('a'), point('b'), point('c')]);
    const first = await refreshCatalog(db, await loadCatalog(db));
    expect(first.size).toBe(3);
    // The cursor expired; the new pass no longer has b, and sweeps the first pass's page when complete.
    await storePage(db, [point('a'), point('c', { name: 'Новое имя' })], [], 2);
    const during = await refreshCatalog(db, first);
    expect(during).toBe(first);
    expect(during.size).toBe(3);
    await db.pointPages.where('pass').below(2).delete();
    await db.syncState.put({ collection: 'points', cursor: 'x', total: 2, stored: 2, complete: true, syncedAt: 0, pass: 2 });
    const rebuilt = await refreshCatalog(db, during);
    expect(rebuilt).not.toBe(during);
    expect(rebuilt.generation).toBeGreaterThan(during.generation);
    expect(ids(rebuilt).sort()).toEqual(['a', 'c']);
    expect((await readPoint(db, rebuilt, 'c'))?.name).toBe('Новое имя');
  });
});

describe('marketplace upload preview', () => {
  it('counts the points the contract sends and names a sample by the template, after a reopen too', () => {
    const catalog = new PointCatalog();
    catalog.upsert(point('1', { name: 'Б', region: 'Москва', type: 1 }), 1);
    catalog.upsert(point('2', { name: 'А', region: 'Москва', type: 2, providerKey: 'boxberry' }), 1);
    catalog.upsert(point('3', { region: 'Москва', availableOperation: 1 }), 1);
    catalog.upsert(point('4', { region: 'Московская область', type: 1 }), 1);
    catalog.upsert(point('5', { region: 'Москва', type: 1, cod: false }), 1);
    catalog.upsert(point('6', { region: 'Москва', type: 1, enabled: false }), 1);
    const selection = { pointRegions: ['Москва'], pointTypes: [1, 2], codFilter: 'cod' as const, providerKeys: ['cdek', 'boxberry'] };
    const names = (key: string) => ({ cdek: 'СДЭК', boxberry: 'Boxberry' })[key] ?? key;
    const preview = uploadPreview(catalog, selection, '{provider}: {name} ({code})', names, 10);
    expect(preview).toEqual({ count: 2, sample: ['Boxberry: А (C2)', 'СДЭК: Б (C1)'], sharedNames: 0 });
    expect(uploadPreview(reopen(catalog), { ...selection, codFilter: 'all', providerKeys: ['cdek'] }, '{name}', names, 1))
      .toEqual({ count: 2, sample: ['Б'], sharedNames: 0 });
    expect(catalog.regions()).toEqual([{ region: 'Москва', count: 5 }, { region: 'Московская область', count: 1 }]);
  });

  it('counts the points whose name another point shares, so the wizard can say so', () => {
    const catalog = new PointCatalog();
    catalog.upsert(point('1', { name: 'ПВЗ на Ленина', region: 'Москва', type: 1 }), 1);
    catalog.upsert(point('2', { name: 'ПВЗ на Ленина', region: 'Москва', type: 1 }), 1);
    catalog.upsert(point('3', { name: 'ПВЗ на Ленина', region: 'Москва', type: 1 }), 1);
    catalog.upsert(point('4', { name: 'ПВЗ на Мира', region: 'Москва', type: 1 }), 1);
    const selection = { pointRegions: ['Москва'], pointTypes: [1], codFilter: 'all' as const, providerKeys: ['cdek'] };
    expect(uploadPreview(catalog, selection, '{name}', (key) => key, 10).sharedNames).toBe(3);
    expect(uploadPreview(catalog, selection, '{name} ({code})', (key) => key, 10).sharedNames).toBe(0);
  });
});
