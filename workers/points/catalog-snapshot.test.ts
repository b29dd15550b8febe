import { describe, expect, it } from 'vitest';
import { TEXT_COLUMNS, type CatalogState } from './catalog';
import { packSnapshot, SNAPSHOT_FORMAT, unpackSnapshot } from './catalog-snapshot';
import { emptyState, withRoom } from './catalog-columns';
import { TextColumn } from './text-column';

const state = (): CatalogState => ({
  ids: TextColumn.from(['a', 'b', 'c']), alive: Uint8Array.of(1, 0, 1), provider: Uint32Array.of(0, 1, 0), city: Uint32Array.of(0, 0, 1),
  region: Uint32Array.of(0, 0, 1), timetable: Uint32Array.of(0, 0, 0),
  code: TextColumn.from(['C1', 'C\u00012', '']), name: TextColumn.from(['Арбат', 'Волга', 'Ёлка']),
  address: TextColumn.from(['x', 'y', 'z']), postIndex: TextColumn.from(['1', '2', '3']),
  type: Uint8Array.of(1, 2, 4), operation: Uint8Array.of(1, 2, 3), flags: Uint8Array.of(15, 0, 3), lat: Float64Array.of(55.75, 59.93, 55.79),
  lng: Float64Array.of(37.61, 30.33, 49.12), page: Uint32Array.of(1, 1, 2),
  providers: ['cdek', 'boxberry'], cities: ['Москва', 'Казань'], regions: ['Москва', 'Республика Татарстан'], timetables: ['Пн-Вс'], lastPage: 2, pass: 1,
  orders: { name: [0, 1, 2], city: [2, 0] },
});

const texts = (column: TextColumn) => Array.from({ length: column.length }, (_, slot) => column.get(slot));

describe('catalog snapshot', () => {
  it('comes back as it was saved, through a structured clone as IndexedDB makes one', () => {
    const saved = state();
    const back = unpackSnapshot(structuredClone(packSnapshot(saved)))!;
    for (const column of TEXT_COLUMNS) expect(texts(back[column]), column).toEqual(texts(saved[column]));
    const { orders, ...rest } = back;
    const { orders: _, ...savedRest } = saved;
    for (const column of TEXT_COLUMNS) {
      delete (rest as Partial<CatalogState>)[column];
      delete (savedRest as Partial<CatalogState>)[column];
    }
    expect(rest).toEqual(savedRest);
    // Only an order that covers every point is kept.
    expect(orders).toEqual({ name: [0, 1, 2] });
  });

  it('an empty catalog packs and unpacks to empty columns', () => {
    expect(unpackSnapshot(packSnapshot(emptyState()))?.ids.length).toBe(0);
  });

  it('saves only the points\' part of columns that have room to grow', () => {
    const roomy = state();
    roomy.alive = withRoom(roomy.alive, 3);
    roomy.lat = withRoom(roomy.lat, 3);
    const packed = packSnapshot(roomy);
    expect([packed.alive.length, packed.lat.length, packed.alive.buffer.byteLength]).toEqual([3, 3, 3]);
    expect(unpackSnapshot(structuredClone(packed))?.lat).toEqual(Float64Array.of(55.75, 59.93, 55.79));
  });

  it('drops a snapshot of another format, or with a column short of points', () => {
    expect(unpackSnapshot(undefined)).toBeUndefined();
    expect(unpackSnapshot({ ...packSnapshot(state()), format: SNAPSHOT_FORMAT - 1 })).toBeUndefined();
    expect(unpackSnapshot({ ...packSnapshot(state()), lat: new Float64Array(2) })).toBeUndefined();
    const packed = packSnapshot(state());
    expect(unpackSnapshot({ ...packed, texts: { ...packed.texts, name: { text: 'Арбат', ends: new Uint32Array([5]) } } })).toBeUndefined();
  });
});
