// Which orders are stuck, from the device's status lag (docs/decisions/analytics.md "Status lag"): the contract's
// rule (src/contract/stuck-rule.ts) applied to an order's current status and how long it has been in it, so the
// console counts what the server counts, offline too.
import type { Order } from '../../../contract/orders';
import type { StatusLagItem } from '../../../contract/status-lag';
import { isStuckIn, statusLagKey } from '../../../contract/stuck-rule';

const HOUR_MS = 3600_000;

/** The device's status lag rows by service and status; build it once for a list of orders. */
export type StatusLagLookup = ReadonlyMap<string, StatusLagItem>;

export const statusLagLookup = (rows: readonly StatusLagItem[]): StatusLagLookup =>
  new Map(rows.map((row) => [statusLagKey(row.providerKey, row.statusKey), row]));

/** The part of an order the rule reads. */
export type OrderForStuck = { order: Pick<Order['order'], 'providerKey'>; status: Pick<Order['status'], 'key' | 'created'> };

/** Hours the order has been in its current status at `now` (ms); 0 for a status time it cannot read. */
export function hoursInStatus(order: OrderForStuck, now: number): number {
  const since = Date.parse(order.status.created);
  return Number.isNaN(since) ? 0 : Math.max(0, now - since) / HOUR_MS;
}

/** Whether the order is stuck at `now`: in a status that is not final for longer than its service's p90 there
 *  over the last 30 days, or 72 hours where the device's rows hold fewer than 20 samples (or none). */
export function isOrderStuck(lag: StatusLagLookup, order: OrderForStuck, now: number): boolean {
  return isStuckIn(order.status.key, hoursInStatus(order, now), lag.get(statusLagKey(order.order.providerKey, order.status.key)));
}
