import { describe, expect, it } from 'vitest';
import type { CatalogState } from './catalog';
import { packSnapshot, SNAPSHOT_FORMAT, unpackSnapshot } from './catalog-snapshot';

const state = (): CatalogState => ({
  ids: ['a', 'b', 'c'], alive: [1, 0, 1], provider: [0, 1, 0], city: [0, 0, 1], timetable: [0, 0, 0],
  code: ['C1', 'C\u00012', ''], name: ['Арбат', 'Волга', 'Ёлка'], address: ['x', 'y', 'z'], postIndex: ['1', '2', '3'],
  type: [1, 2, 4], operation: [1, 2, 3], flags: [15, 0, 3], lat: [55.75, 59.93, 55.79], lng: [37.61, 30.33, 49.12], page: [1, 1, 2],
  providers: ['cdek', 'boxberry'], cities: ['Москва', 'Казань'], timetables: ['Пн-Вс'], lastPage: 2, pass: 1,
  orders: { name: [0, 1, 2], city: [2, 0] },
});

describe('catalog snapshot', () => {
  it('comes back as it was saved, through a structured clone as IndexedDB makes one', () => {
    const back = unpackSnapshot(structuredClone(packSnapshot(state())))!;
    const { code, orders, ...rest } = back;
    const { code: savedCode, orders: _, ...savedRest } = state();
    expect(rest).toEqual(savedRest);
    // The separator inside a value is dropped, and the columns stay aligned.
    expect(code).toEqual([savedCode[0], 'C 2', '']);
    // Only an order that covers every point is kept.
    expect(orders).toEqual({ name: [0, 1, 2] });
  });

  it('an empty catalog packs and unpacks to empty columns', () => {
    const empty: CatalogState = { ...state(), ids: [], alive: [], provider: [], city: [], timetable: [], code: [], name: [],
      address: [], postIndex: [], type: [], operation: [], flags: [], lat: [], lng: [], page: [], orders: {} };
    expect(unpackSnapshot(packSnapshot(empty))?.ids).toEqual([]);
  });

  it('drops a snapshot of another format, or with a column short of points', () => {
    expect(unpackSnapshot(undefined)).toBeUndefined();
    expect(unpackSnapshot({ ...packSnapshot(state()), format: SNAPSHOT_FORMAT - 1 })).toBeUndefined();
    expect(unpackSnapshot({ ...packSnapshot(state()), lat: new Float64Array(2) })).toBeUndefined();
    const packed = packSnapshot(state());
    expect(unpackSnapshot({ ...packed, texts: { ...packed.texts, name: 'Арбат' } })).toBeUndefined();
  });
});
