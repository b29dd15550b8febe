// Orders whose status histories the status lag tests write themselves, and the figures a person works out from
// them by hand (docs/decisions/analytics.md "Status lag"). Times are relative to the test's now.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { OrderStatusKey, StatusLagItem } from '../../src/contract';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { createOrder } from '../../server/src/orders/create-order';
import { sqlQueries } from '../support/sql-queries';
import { plainOrderBody } from './order-fixtures';

export const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Entry = [OrderStatusKey, number];
/** One order: its service and its history as [status, hours before now], oldest first; the last is current. */
type PlannedOrder = { providerKey: 'cdek' | 'boxberry'; history: Array<[OrderStatusKey, number]> };

/** cdek: 20 orders spent 1..20 hours on the way (p90 18.1 h, enough samples to be the threshold); one is on the way
 *  18.2 hours now (stuck), one 18 hours (not); one went through 40 days ago (outside the 30-day window).
 *  boxberry: too few samples, so 72 hours is the threshold: one on the way 118 h (stuck), one uploading 50 h (not),
 *  one with a problem for 100 h (stuck, in a status nothing ended in). Delivered ones wait forever, never stuck. */
export function lagPlan(): PlannedOrder[] {
  const cdekThrough = Array.from({ length: 20 }, (_, i): PlannedOrder => ({
    providerKey: 'cdek', history: [['uploading', 240], ['onWay', 239], ['delivered', 239 - (i + 1)]],
  }));
  return [
    ...cdekThrough,
    { providerKey: 'cdek', history: [['uploading', 48], ['onWay', 18.2]] },
    { providerKey: 'cdek', history: [['uploading', 48], ['onWay', 18]] },
    { providerKey: 'cdek', history: [['uploading', 960], ['onWay', 959], ['delivered', 860]] },
    { providerKey: 'boxberry', history: [['uploading', 120], ['onWay', 118]] },
    { providerKey: 'boxberry', history: [['uploading', 72], ['onWay', 71], ['delivered', 69]] },
    { providerKey: 'boxberry', history: [['uploading', 50]] },
    { providerKey: 'boxberry', history: [['uploading', 101], ['problem', 100]] },
  ];
}

/** lagPlan's answer over the last 30 days. */
export const LAG_IN_WINDOW: StatusLagItem[] = [
  { providerKey: 'boxberry', statusKey: 'uploading', count: 3, medianHours: 1, p90Hours: 1.8, stuckNow: 0 },
  { providerKey: 'boxberry', statusKey: 'onWay', count: 1, medianHours: 2, p90Hours: 2, stuckNow: 1 },
  { providerKey: 'boxberry', statusKey: 'problem', count: 0, medianHours: null, p90Hours: null, stuckNow: 1 },
  { providerKey: 'cdek', statusKey: 'uploading', count: 22, medianHours: 1, p90Hours: 1, stuckNow: 0 },
  { providerKey: 'cdek', statusKey: 'onWay', count: 20, medianHours: 10.5, p90Hours: 18.1, stuckNow: 1 },
];

/** lagPlan's answer over the Moscow days of the order that went through 40 days ago: its stays, and the stuck
 *  orders of now (judged by the last 30 days whatever the period). */
export const LAG_40_DAYS_AGO: StatusLagItem[] = [
  { providerKey: 'boxberry', statusKey: 'onWay', count: 0, medianHours: null, p90Hours: null, stuckNow: 1 },
  { providerKey: 'boxberry', statusKey: 'problem', count: 0, medianHours: null, p90Hours: null, stuckNow: 1 },
  { providerKey: 'cdek', statusKey: 'uploading', count: 1, medianHours: 1, p90Hours: 1, stuckNow: 0 },
  { providerKey: 'cdek', statusKey: 'onWay', count: 1, medianHours: 99, p90Hours: 99, stuckNow: 1 },
];

/** The Moscow day (UTC+3) of a time. */
export const moscowDay = (ms: number): string => new Date(ms + 3 * HOUR).toISOString().slice(0, 10);
/** The period that holds the 40-days-ago order's stays and nothing else of the plan. */
export const fortyDaysAgo = (now: number) => ({ from: moscowDay(now - 41 * DAY), to: moscowDay(now - 35 * DAY) });

/** Replaces an order's history with `entries` and makes the last its current status, which nothing moves on. */
export async function writeHistory(db: SqlDb, orderId: string, entries: Entry[]): Promise<void> {
  const q = sqlQueries(db);
  await q.run('DELETE FROM order_status_history WHERE order_id = ?', orderId);
  for (const [status, at] of entries) {
    await q.run('INSERT INTO order_status_history (order_id, status_key, created_at) VALUES (?, ?, ?)', orderId, status, at);
  }
  const [status, at] = entries.at(-1)!;
  await q.run('UPDATE orders SET status_key = ?, status_at = ?, next_step_at = NULL WHERE id = ?', status, at, orderId);
}

/** Creates the plan's orders in the company, each with its history; answers their ids. */
export async function seedLagPlan(db: SqlDb, companyId: number, tariffOf: (providerKey: string) => number, now: number, plan = lagPlan()): Promise<string[]> {
  const ids: string[] = [];
  for (const { providerKey, history } of plan) {
    const id = randomUUID();
    const body = plainOrderBody({ id, clientNumber: `LAG-${id}`, providerKey, tariffId: tariffOf(providerKey), deliveryType: 1 });
    await createOrder({ db, companyId, userId: 0, lang: 'ru', tracingId: 'status-lag', url: '/v1/app/orders', now: now - 1000 * HOUR }, body);
    await writeHistory(db, id, history.map(([status, hoursAgo]) => [status, now - hoursAgo * HOUR]));
    ids.push(id);
  }
  return ids;
}

/** cdek and boxberry with one tariff each, in a database without the demo's reference lists. */
export async function seedTariffs(db: SqlDb): Promise<(providerKey: string) => number> {
  const tariffs = new Map<string, number>();
  for (const [sort, key] of ['cdek', 'boxberry'].entries()) {
    await db.run(sql`INSERT INTO providers (key, name, description_ru, description_en, enabled, sort) VALUES (${key}, ${key}, '', '', 1, ${sort})`);
    const tariff = await db.get(sql<{ id: number }>`
      INSERT INTO tariffs (provider_key, name_ru, name_en, description_ru, description_en, weight_min, weight_max, pickup_type, delivery_type, code)
      VALUES (${key}, 'Тариф', 'Tariff', '', '', 0, 30000, 2, 1, 't1') RETURNING id`);
    tariffs.set(key, Number(tariff!.id));
  }
  return (key) => tariffs.get(key)!;
}
