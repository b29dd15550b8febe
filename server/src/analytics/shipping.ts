// The shipping analytics (docs/decisions/analytics.md "Shipping"): what shipping cost the company per Moscow day or
// per delivery service, from the money ledger's order charges and refunds posted in the period, and how many of the
// orders delivered in the period arrived within the term their tariff promised (orders.days_max, migration 0028).
// On time: the Moscow calendar day of the delivery is at most days_max days after the Moscow day the service
// accepted the order (its first 'uploaded' entry; its creation where it has none).
import { sql, type RawBuilder } from 'kysely';
import type { ShippingGroup, ShippingItem } from '../../../src/contract';
import { dayAt } from '../db/sql/dialect';
import type { SqlDb } from '../db/sql/sql-db';
import type { LagScope, Period } from './status-lag';

const MOSCOW_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** What a reader thread is asked (db/readers.ts): plain data. */
export type ShippingRead = { scope: LagScope; period: Period; groupBy: ShippingGroup };

const inProviders = (providers: readonly string[] | null) =>
  providers ? sql`AND o.provider_key IN (${sql.join(providers.length ? providers : [''])})` : sql``;

/** The order charges and refunds of the money account posted in the period, with the charged order's service
 *  ('' for an order deleted since: its row is gone, and a provider-limited token never sees it). By day for an
 *  unlimited caller the service is not needed, and the orders are not read. */
const moneyOperations = ({ companyId, providers }: LagScope, { start, end }: Period, groupBy: ShippingGroup) => {
  const service = groupBy === 'providerKey' || providers !== null;
  return sql`
  SELECT op.type, op.amount, op.created_at, ${service ? sql`coalesce(o.provider_key, '')` : sql`''`} AS provider_key
  FROM billing_operations op ${service ? sql`LEFT JOIN orders o ON o.id = op.order_id AND o.company_id = op.company_id` : sql``}
  WHERE op.company_id = ${companyId} AND op.account = 'money' AND op.created_at BETWEEN ${start} AND ${end}
    AND op.type IN ('orderCharge', 'orderRefund') ${inProviders(providers)}`;
};

/** The orders delivered in the period with their promise and the time the service accepted them. Delivered is
 *  final (FINAL_ORDER_STATUSES): nothing follows it, so its entry's time is the order's status time, and the
 *  orders are read from their own partial index (migration 0028) without their history but for the acceptance. */
const deliveries = ({ companyId, providers }: LagScope, { start, end }: Period) => sql`
  SELECT o.provider_key, o.days_max, o.status_at AS delivered_at,
    coalesce((SELECT min(u.created_at) FROM order_status_history u WHERE u.order_id = o.id AND u.status_key = 'uploaded'), o.created_at) AS accepted_at
  FROM orders o
  WHERE o.company_id = ${companyId} AND o.status_key = 'delivered' AND o.status_at BETWEEN ${start} AND ${end} ${inProviders(providers)}`;

/** A time's Moscow day as a whole number of days (integer division in both dialects: the columns are integers). */
const dayNumber = (column: string) => sql`((${sql.ref(column)} + ${sql.lit(MOSCOW_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;

type MoneyRow = { key: string; orders: number | string; charged: number | string | null; refunded: number | string | null };
type DeliveryRow = { key: string; delivered: number | string; promised: number | string; on_time: number | string | null };

const keyOf = (db: SqlDb, groupBy: ShippingGroup, time: string): RawBuilder<string> =>
  groupBy === 'day' ? dayAt(db.dialect, time, MOSCOW_OFFSET_MS) : sql<string>`provider_key`;

async function moneyRows(db: SqlDb, { scope, period, groupBy }: ShippingRead): Promise<MoneyRow[]> {
  return db.all(sql<MoneyRow>`
    SELECT ${keyOf(db, groupBy, 'created_at')} AS key,
      sum(CASE WHEN type = 'orderCharge' THEN 1 ELSE 0 END) AS orders,
      sum(CASE WHEN type = 'orderCharge' THEN -amount ELSE 0 END) AS charged,
      sum(CASE WHEN type = 'orderRefund' THEN amount ELSE 0 END) AS refunded
    FROM (${moneyOperations(scope, period, groupBy)}) AS t GROUP BY 1`);
}

async function deliveryRows(db: SqlDb, { scope, period, groupBy }: ShippingRead): Promise<DeliveryRow[]> {
  return db.all(sql<DeliveryRow>`
    SELECT ${keyOf(db, groupBy, 'delivered_at')} AS key, count(*) AS delivered, count(days_max) AS promised,
      sum(CASE WHEN days_max IS NOT NULL AND ${dayNumber('delivered_at')} - ${dayNumber('accepted_at')} <= days_max THEN 1 ELSE 0 END) AS on_time
    FROM (${deliveries(scope, period)}) AS t GROUP BY 1`);
}

/** Kopecks (PostgreSQL's sums come as text) to roubles with two decimals. */
const roubles = (kopecks: number) => Math.round(kopecks) / 100;

const emptyItem = (key: string): ShippingItem => ({ key, orders: 0, spend: 0, avgCost: null, delivered: 0, promised: 0, onTime: 0 });

/** One item per day or service with money or deliveries in the period, by key. */
export async function shippingStats(db: SqlDb, read: ShippingRead): Promise<ShippingItem[]> {
  const money = await moneyRows(db, read);
  const delivered = await deliveryRows(db, read);
  const items = new Map<string, ShippingItem>();
  const itemOf = (key: string) => items.get(key) ?? items.set(key, emptyItem(key)).get(key)!;
  for (const row of money) {
    const item = itemOf(row.key);
    const orders = Number(row.orders);
    const charged = Number(row.charged ?? 0);
    Object.assign(item, { orders, spend: roubles(charged - Number(row.refunded ?? 0)), avgCost: orders ? roubles(charged / orders) : null });
  }
  for (const row of delivered) {
    Object.assign(itemOf(row.key), { delivered: Number(row.delivered), promised: Number(row.promised), onTime: Number(row.on_time ?? 0) });
  }
  return [...items.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The answer's JSON bytes, for a reader thread (db/read-pool.ts), as the status lag's. */
export async function shippingBody(db: SqlDb, read: ShippingRead): Promise<Uint8Array> {
  const items = await shippingStats(db, read);
  return new TextEncoder().encode(JSON.stringify({ total: items.length, items }));
}
