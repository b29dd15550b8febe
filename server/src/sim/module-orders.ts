// Demo mode only: orders arriving through the companies' modules and marketplaces. On each tick every enabled
// Insales connection and every enabled integration (of a setting that exists) may bring in one order, made as
// the seeded orders are (db/seed/order-maker.ts) with `platform` set to its kind, and created the way the API
// creates orders (orders/create-order.ts): priced, waiting in `uploading` for the simulator to hand it on.
// About one order a minute per source; at most three per company per tick.
import { randomUUID } from 'node:crypto';
import type { ModuleKind, OrderContact } from '../../../src/contract';
import { sql } from 'kysely';
import { ordersRepo } from '../db/repos/orders';
import { jsonIsTrue } from '../db/sql/dialect';
import type { SqlDb } from '../db/sql/sql-db';
import { clientNumberFor, makeOrder, type SeedTariff } from '../db/seed/order-maker';
import { createOrder } from '../orders/create-order';
import { companyTariffCodes } from '../orders/enabled-tariffs';

export const ORDERS_PER_SOURCE_MINUTE = 1;
const MAX_PER_COMPANY_TICK = 3;

type Source = { company_id: number; kind: ModuleKind };
type WarehouseRow = {
  id: string; country_code: string; post_index: string; region: string; city: string; street: string; house: string;
  block: string; address_string: string; company_name: string; contact_name: string; phone: string; email: string;
};

/** One order per enabled source, each with the chance its share of a minute gives; answers the orders made. */
export async function moduleOrdersTick(db: SqlDb, tickMs: number, at: number, random: () => number = Math.random): Promise<string[]> {
  const sources = await db.all(sql<Source>`
    SELECT company_id, kind FROM module_settings WHERE kind = 'insales' AND ${jsonIsTrue(db.dialect, 'doc_json', 'enabled')}
    UNION ALL
    SELECT i.company_id, i.kind FROM module_integrations i JOIN module_settings s ON s.id = i.settings_id
     WHERE ${jsonIsTrue(db.dialect, 'i.doc_json', 'enabled')}`);
  const chance = Math.min(1, (ORDERS_PER_SOURCE_MINUTE * tickMs) / 60_000);
  const perCompany = new Map<number, number>();
  const made: string[] = [];
  for (const source of sources) {
    const count = perCompany.get(source.company_id) ?? 0;
    if (count >= MAX_PER_COMPANY_TICK || random() >= chance) continue;
    perCompany.set(source.company_id, count + 1);
    made.push(await bringOrder(db, source, at, random));
  }
  return made;
}

type CodedTariff = SeedTariff & { code: string };
const tariffCache = new WeakMap<SqlDb, Map<string, CodedTariff[]>>();

async function tariffsOf(db: SqlDb): Promise<Map<string, CodedTariff[]>> {
  let tariffs = tariffCache.get(db);
  if (!tariffs) {
    tariffs = new Map();
    for (const t of await db.all(sql<CodedTariff>`SELECT id, code, provider_key, pickup_type, delivery_type, weight_max FROM tariffs ORDER BY id`)) {
      tariffs.set(t.provider_key, [...(tariffs.get(t.provider_key) ?? []), t]);
    }
    tariffCache.set(db, tariffs);
  }
  return tariffs;
}

/** The tariffs the company's connections let it order, so a demo order is one the company could have made. */
async function companyTariffs(db: SqlDb, companyId: number): Promise<Map<string, SeedTariff[]>> {
  const codes = await companyTariffCodes(db, companyId);
  return new Map([...(await tariffsOf(db))].map(([providerKey, list]) => {
    const enabled = codes.get(providerKey);
    const allowed = enabled ? list.filter((t) => enabled.has(t.code)) : list;
    return [providerKey, allowed.length ? allowed : list];
  }));
}

/** The company ships from its first warehouse, as the seeded orders do. */
const senderOf = (w: WarehouseRow): OrderContact => ({
  countryCode: w.country_code, postIndex: w.post_index, region: w.region, city: w.city, street: w.street, house: w.house,
  block: w.block || null, addressString: w.address_string, companyName: w.company_name || null, contactName: w.contact_name,
  phone: w.phone, email: w.email || null,
});

const NO_WAREHOUSE_SENDER: OrderContact = {
  countryCode: 'RU', postIndex: '101000', region: 'Москва', city: 'Москва', street: 'ул. Мясницкая', house: '1',
  addressString: '101000, Москва, ул. Мясницкая, д. 1', contactName: 'Склад магазина', phone: '+7 495 000-00-00',
};

async function bringOrder(db: SqlDb, { company_id: companyId, kind }: Source, at: number, random: () => number): Promise<string> {
  const user = await db.get(sql<{ id: number }>`SELECT id FROM users WHERE company_id = ${companyId} ORDER BY id LIMIT 1`);
  const warehouse = await db.get(sql<WarehouseRow>`SELECT * FROM warehouses WHERE company_id = ${companyId} ORDER BY created_at, id LIMIT 1`);
  const orders = ordersRepo(db);
  const counted = await db.get(sql<{ n: number }>`SELECT count(*) AS n FROM orders WHERE company_id = ${companyId}`);
  let seq = Number(counted!.n) + 1;
  let clientNumber = clientNumberFor(kind, seq, random);
  while (await orders.clientNumberTaken(companyId, clientNumber)) clientNumber = clientNumberFor(kind, ++seq, random);
  const tariffs = await companyTariffs(db, companyId);
  const body = makeOrder({ random, tariffs, sender: warehouse ? senderOf(warehouse) : NO_WAREHOUSE_SENDER }, clientNumber);
  body.warehouseId = warehouse?.id ?? null;
  const call = {
    db, companyId, userId: user?.id ?? 0, lang: 'ru' as const, tracingId: randomUUID(), url: '/v1/app/orders', now: at,
  };
  return (await createOrder(call, body, kind)).row.id;
}
