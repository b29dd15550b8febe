import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../src/contract';
import { ParcelDb, syncedTable } from '../../src/db/schema';
import { homeCity } from './home-city';

let db: ParcelDb;
let n = 0;
afterEach(() => db?.delete());

const warehouse = (id: string, city: string): Warehouse => ({
  id, version: 1, created: '', updated: '', name: id, countryCode: 'RU', region: '', area: '', city, cityGuid: '', street: '',
  house: '', block: '', office: '', postIndex: '', lat: null, lon: null, companyName: '', contactName: '', phone: '', email: '',
  comment: '', addressString: '', regionType: '', areaType: '', cityType: '', community: '', communityType: '', streetType: '',
});

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
    await db.warehouses.bulkPut([warehouse('a', '')]);
    // A row from an older server without the field.
    await syncedTable(db, 'warehouses').bulkPut([{ id: 'b', version: 1, city: null }]);
    expect(await homeCity(db)).toBeUndefined();
  });
});
