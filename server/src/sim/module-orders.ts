// Demo mode only: orders arriving through the companies' modules and marketplaces. On each tick every enabled
// Insales connection and every enabled integration (of a setting that exists) may bring in one order, made as
// the seeded orders are (db/seed/order-maker.ts) with `platform` set to its kind, and created the way the API
// creates orders (orders/create-order.ts): priced, waiting in `uploading` for the simulator to hand it on.
// About one order a minute per source; at most three per company per tick.
import { randomUUID } from 'node:crypto';
import type { ModuleKind, OrderContact } from '../../../src/contract';
import type { Db } from '../db/db-type';
import { ordersRepo } from '../db/repos/orders';
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

const ENABLED = "json_extract(doc_json, '$.enabled') = 1";

/** One order per enabled source, each with the chance its share of a minute gives; answers the orders made. */
export function moduleOrdersTick(db: Db, tickMs: number, at: number, random: () => number = Math.random): string[] {
  const sources = db.prepare<[], Source>(
    `SELECT company_id, kind FROM module_settings WHERE kind = 'insales' AND ${ENABLED}
     UNION ALL
     SELECT i.company_id, i.kind FROM module_integrations i JOIN module_settings s ON s.id = i.settings_id
      WHERE json_extract(i.doc_json, '$.enabled') = 1`,
  ).all();
  const chance = Math.min(1, (ORDERS_PER_SOURCE_MINUTE * tickMs) / 60_000);
  const perCompany = new Map<number, number>();
  const made: string[] = [];
  for (const source of sources) {
    const count = perCompany.get(source.company_id) ?? 0;
    if (count >= MAX_PER_COMPANY_TICK || random() >= chance) continue;
    perCompany.set(source.company_id, count + 1);
    made.push(bringOrder(db, source, at, random));
  }
  return made;
}

type CodedTariff = SeedTariff & { code: string };
const tariffCache = new WeakMap<Db, Map<string, CodedTariff[]>>();

function tariffsOf(db: Db): Map<string, CodedTariff[]> {
  let tariffs = tariffCache.get(db);
  if (!tariffs) {
    tariffs = new Map();
    for (const t of db.prepare<[], CodedTariff>('SELECT id, code, provider_key, pickup_type, delivery_type, weight_max FROM tariffs ORDER BY id').all()) {
      tariffs.set(t.provider_key, [...(tariffs.get(t.provider_key) ?? []), t]);
    }
    tariffCache.set(db, tariffs);
  }
  return tariffs;
}

/** The tariffs the company's connections let it order, so a demo order is one the company could have made. */
function companyTariffs(db: Db, companyId: number): Map<string, SeedTariff[]> {
  const codes = companyTariffCodes(db, companyId);
  return new Map([...tariffsOf(db)].map(([providerKey, list]) => {
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

function bringOrder(db: Db, { company_id: companyId, kind }: Source, at: number, random: () => number): string {
  const user = db.prepare<[number], { id: number }>('SELECT id FROM users WHERE company_id = ? ORDER BY id LIMIT 1').get(companyId);
  const warehouse = db
    .prepare<[number], WarehouseRow>('SELECT * FROM warehouses WHERE company_id = ? ORDER BY created_at, id LIMIT 1')
    .get(companyId);
  const orders = ordersRepo(db);
  let seq = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM orders WHERE company_id = ?').get(companyId)!.n + 1;
  let clientNumber = clientNumberFor(kind, seq, random);
  while (orders.clientNumberTaken(companyId, clientNumber)) clientNumber = clientNumberFor(kind, ++seq, random);
  const body = makeOrder({ random, tariffs: companyTariffs(db, companyId), sender: warehouse ? senderOf(warehouse) : NO_WAREHOUSE_SENDER }, clientNumber);
  body.warehouseId = warehouse?.id ?? null;
  const call = {
    db, companyId, userId: user?.id ?? 0, lang: 'ru' as const, tracingId: randomUUID(), url: '/v1/app/orders', now: at,
  };
  return createOrder(call, body, kind).row.id;
}
