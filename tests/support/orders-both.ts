// What a test of orders on both databases (tests/support/both-databases.ts) needs: one delivery service with
// one tariff (an order body for it: tests/server/order-fixtures.ts, plainOrderBody).
import { sql } from 'kysely';
import type { SqlDb } from '../../server/src/db/sql/sql-db';

/** CDEK and its warehouse-to-door tariff; the tariff's id. */
export async function addCdekTariff(db: SqlDb): Promise<number> {
  await db.run(sql`INSERT INTO providers (key, name, description_ru, description_en, enabled, sort) VALUES ('cdek', 'СДЭК', '', '', 1, 1)`);
  const tariff = await db.get(sql<{ id: number }>`
    INSERT INTO tariffs (provider_key, name_ru, name_en, description_ru, description_en, weight_min, weight_max, pickup_type, delivery_type, code)
    VALUES ('cdek', 'Склад-дверь', 'Warehouse-door', '', '', 0, 30000, 2, 1, '137') RETURNING id`);
  return tariff!.id;
}
