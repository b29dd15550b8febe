// What a test of orders on both databases (tests/support/both-databases.ts) needs: the pricing's own SQLite
// handle, one delivery service with one tariff, and a valid order body for it.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { migrate } from '../../server/src/db/migrate';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import type { createOrder } from '../../server/src/orders/create-order';

/** The pricing still reads a SQLite handle of its own (orders/order-call.ts); an empty one prices by the fixed model. */
export function emptyPricing(): Database.Database {
  const pricing = new Database(':memory:');
  migrate(pricing);
  return pricing;
}

/** CDEK and its warehouse-to-door tariff; the tariff's id. */
export async function addCdekTariff(db: SqlDb): Promise<number> {
  await db.run(sql`INSERT INTO providers (key, name, description_ru, description_en, enabled, sort) VALUES ('cdek', 'СДЭК', '', '', 1, 1)`);
  const tariff = await db.get(sql<{ id: number }>`
    INSERT INTO tariffs (provider_key, name_ru, name_en, description_ru, description_en, weight_min, weight_max, pickup_type, delivery_type, code)
    VALUES ('cdek', 'Склад-дверь', 'Warehouse-door', '', '', 0, 30000, 2, 1, '137') RETURNING id`);
  return tariff!.id;
}

/** A 1.2 kg parcel from Moscow to Kazan by that tariff. */
export const cdekOrderBody = (tariffId: number, id: string, clientNumber = `N-${id}`) => ({
  id,
  order: { clientNumber, providerKey: 'cdek', tariffId, pickupType: 2, deliveryType: 1, weight: 1200 },
  cost: { assessedCost: 2500, codCost: 0, paymentMethod: 1 },
  sender: { contactName: 'Склад', phone: '+7 495 123-45-67', city: 'Москва' },
  recipient: { contactName: 'Пётр Ёлкин', phone: '+7 912 345-67-89', countryCode: 'RU', postIndex: '420111', city: 'Казань', street: 'ул. Баумана', house: '5' },
  places: [{ placeNumber: '1', weight: 1200, length: 30, width: 20, height: 10, items: [] }],
  items: [],
  extraParams: [],
}) as Parameters<typeof createOrder>[1];
