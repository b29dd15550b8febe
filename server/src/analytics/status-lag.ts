// The status lag (docs/decisions/analytics.md "Status lag"): how long the company's orders stayed in each status
// per delivery service, and how many are stuck now by the contract's rule (src/contract/stuck-rule.ts). A stay is
// a history entry up to the next one (LEAD); it counts in the period in which it ended. The current status's
// open stay counts for stuckNow only. The percentiles are taken here, as PostgreSQL's percentile_cont would
// (SQLite lacks it): ranking the stays in SQL (row_number) cost SQLite more than sorting them here.
import { sql } from 'kysely';
import {
  FINAL_ORDER_STATUSES, isStuckIn, ORDER_STATUS_KEYS, statusLagKey, stuckThresholdHours, STUCK_WINDOW_DAYS,
  type OrderStatusKey, type StatusLagItem,
} from '../../../src/contract';
import type { SqlDb } from '../db/sql/sql-db';

const HOUR_MS = 3600_000;
export const STUCK_WINDOW_MS = STUCK_WINDOW_DAYS * 24 * HOUR_MS;

export type LagScope = {
  companyId: number;
  /** A provider-limited API token's services (middleware/token-providers.ts); null: every service. */
  providers: readonly string[] | null;
};
export type Period = { start: number; end: number };
/** What a reader thread is asked (db/readers.ts): plain data. `period` null: the last STUCK_WINDOW_DAYS. */
export type StatusLagRead = { scope: LagScope; period: Period | null; now: number };

type Group = { providerKey: string; statusKey: OrderStatusKey; count: number; medianHours: number | null; p90Hours: number | null };

const inProviders = (providers: readonly string[] | null) =>
  providers ? sql`AND o.provider_key IN (${sql.join(providers.length ? providers : [''])})` : sql``;

/** The stays that ended within the period, as service, status and milliseconds. An order whose current status
 *  began before the period has no stay ending in it, so only orders whose status changed since the period began
 *  are read (orders_status_since, migration 0025), their history from its covering index. */
const closedStays = ({ companyId, providers }: LagScope, { start, end }: Period) => sql<{ provider_key: string; status_key: OrderStatusKey; ms: number | string }>`
  WITH stays AS (
    SELECT o.provider_key, h.status_key, h.created_at AS entered_at,
      LEAD(h.created_at) OVER (PARTITION BY h.order_id ORDER BY h.created_at, h.id) AS left_at
    FROM orders o JOIN order_status_history h ON h.order_id = o.id
    WHERE o.company_id = ${companyId} AND o.status_at >= ${start} ${inProviders(providers)}
  )
  SELECT provider_key, status_key, left_at - entered_at AS ms FROM stays WHERE left_at BETWEEN ${start} AND ${end}`;

const hours = (ms: number) => Math.round((ms / HOUR_MS) * 100) / 100;

/** The value at q = num/den of sorted values (0-based ranks), linear between the two nearest ranks, as
 *  PostgreSQL's percentile_cont; the rank in integer arithmetic, so 0.9 of 10 values is rank 8.1 exactly. */
function percentile(sorted: readonly number[], num: number, den: number): number {
  const n = sorted.length;
  const lower = Math.floor(((n - 1) * num) / den);
  const fraction = (((n - 1) * num) % den) / den;
  const low = sorted[lower]!;
  return fraction === 0 ? low : low + (sorted[lower + 1]! - low) * fraction;
}

/** Count, median and p90 of each service's stays per status that ended in the period. */
export async function stayGroups(db: SqlDb, scope: LagScope, period: Period): Promise<Map<string, Group>> {
  const stays = new Map<string, { providerKey: string; statusKey: OrderStatusKey; ms: number[] }>();
  for (const row of await db.all(closedStays(scope, period))) {
    const key = statusLagKey(row.provider_key, row.status_key);
    const group = stays.get(key);
    if (group) group.ms.push(Number(row.ms));
    else stays.set(key, { providerKey: row.provider_key, statusKey: row.status_key, ms: [Number(row.ms)] });
  }
  return new Map([...stays].map(([key, { providerKey, statusKey, ms }]) => {
    const sorted = ms.sort((a, b) => a - b);
    return [key, { providerKey, statusKey, count: sorted.length, medianHours: hours(percentile(sorted, 1, 2)), p90Hours: hours(percentile(sorted, 9, 10)) }];
  }));
}

/** Orders in a status that is not final since before `before`: only they can be stuck. */
const waitingOrders = ({ companyId, providers }: LagScope, before: number) => sql<{ provider_key: string; status_key: OrderStatusKey; status_at: number | string }>`
  SELECT o.provider_key, o.status_key, o.status_at FROM orders o
  WHERE o.company_id = ${companyId} AND o.status_at < ${before}
    AND o.status_key NOT IN (${sql.join(FINAL_ORDER_STATUSES)}) ${inProviders(providers)}`;

/** Stuck orders now per service and status, by the thresholds of the last STUCK_WINDOW_DAYS. */
async function stuckCounts(db: SqlDb, scope: LagScope, window: Map<string, Group>, now: number) {
  // No stay shorter than the smallest threshold can be stuck: the rest are not read.
  const smallest = Math.min(stuckThresholdHours(undefined), ...[...window.values()].map(stuckThresholdHours));
  const counts = new Map<string, { providerKey: string; statusKey: OrderStatusKey; stuckNow: number }>();
  for (const row of await db.all(waitingOrders(scope, Math.ceil(now - smallest * HOUR_MS)))) {
    const key = statusLagKey(row.provider_key, row.status_key);
    if (!isStuckIn(row.status_key, (now - Number(row.status_at)) / HOUR_MS, window.get(key))) continue;
    const group = counts.get(key) ?? { providerKey: row.provider_key, statusKey: row.status_key, stuckNow: 0 };
    group.stuckNow += 1;
    counts.set(key, group);
  }
  return counts;
}

const statusRank = new Map<string, number>(ORDER_STATUS_KEYS.map((key, rank) => [key, rank]));

/** The answer's items: every group with stays in the period or orders stuck in it now, by service and then in
 *  the order a parcel meets the statuses. `period` null: the last STUCK_WINDOW_DAYS up to now. */
export async function statusLag(db: SqlDb, scope: LagScope, period: Period | null, now: number): Promise<StatusLagItem[]> {
  const window = await stayGroups(db, scope, { start: now - STUCK_WINDOW_MS, end: now });
  const groups = period ? await stayGroups(db, scope, period) : window;
  const stuck = await stuckCounts(db, scope, window, now);
  const items = new Map<string, StatusLagItem>();
  for (const [key, group] of groups) items.set(key, { ...group, stuckNow: stuck.get(key)?.stuckNow ?? 0 });
  for (const [key, { providerKey, statusKey, stuckNow }] of stuck) {
    if (!items.has(key)) items.set(key, { providerKey, statusKey, count: 0, medianHours: null, p90Hours: null, stuckNow });
  }
  const byProvider = (a: StatusLagItem, b: StatusLagItem) => (a.providerKey < b.providerKey ? -1 : a.providerKey > b.providerKey ? 1 : 0);
  return [...items.values()].sort((a, b) => byProvider(a, b) || statusRank.get(a.statusKey)! - statusRank.get(b.statusKey)!);
}

/** The answer's JSON bytes, for a reader thread (db/read-pool.ts): the reads take tens of milliseconds over a
 *  company's whole history, which the API's thread would otherwise spend while every cheap call waits. */
export async function statusLagBody(db: SqlDb, { scope, period, now }: StatusLagRead): Promise<Uint8Array> {
  const items = await statusLag(db, scope, period, now);
  return new TextEncoder().encode(JSON.stringify({ total: items.length, items }));
}
