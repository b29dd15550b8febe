import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelDb } from '../../src/db/schema';
import { homeCity } from './home-city';

let db: ParcelDb;
let n = 0;
afterEach(() => db?.delete());

const warehouse = (id: string, city: unknown) => ({ id, version: 1, name: id, city });

describe('homeCity', () => {
  it('is the city of most of the warehouses, the first by name on a tie', async () => {
    db = new ParcelDb(`home-city-${++n}`);
    await db.warehouses.bulkPut([warehouse('a', 'Казань'), warehouse('b', 'Самара'), warehouse('c', ' Самара '), warehouse('d', 'Уфа')]);
    expect(await homeCity(db)).toBe('Самара');
    await db.warehouses.bulkPut([warehouse('e', 'Казань')]);
    expect(await homeCity(db)).toBe('Казань');
  });

  it('is none without warehouses or cities', async () => {
    db = new ParcelDb(`home-city-${++n}`);
    expect(await homeCity(db)).toBeUndefined();
    await db.warehouses.bulkPut([warehouse('a', ''), warehouse('b', null)]);
    expect(await homeCity(db)).toBeUndefined();
  });
});
