// The device's status lag as the lead times screen shows it (docs/decisions/analytics.md "Status lag"): a table
// per service, and for one status at a time each service's median and p90 side by side.
import type { OrderStatusKey } from '../../../contract/constants';
import type { StatusLagItem } from '../../../contract/status-lag';

export type ServiceLag = { providerKey: string; rows: StatusLagItem[] };

/** The rows by service, in the order they came (the server's: by service, statuses as a parcel meets them). */
export function lagByService(items: readonly StatusLagItem[]): ServiceLag[] {
  const services = new Map<string, StatusLagItem[]>();
  for (const item of items) services.set(item.providerKey, [...(services.get(item.providerKey) ?? []), item]);
  return [...services].map(([providerKey, rows]) => ({ providerKey, rows }));
}

/** The statuses some service has measured stays in, in the order a parcel meets them. */
export function measuredStatuses(items: readonly StatusLagItem[], order: readonly OrderStatusKey[]): OrderStatusKey[] {
  const measured = new Set(items.filter((item) => item.count > 0).map((item) => item.statusKey));
  return order.filter((status) => measured.has(status));
}

/** The status the chart opens on: the one with the most stuck orders, else the way (where parcels spend the
 *  most time), else the first measured. */
export function firstShownStatus(items: readonly StatusLagItem[], statuses: readonly OrderStatusKey[]): OrderStatusKey | null {
  const stuck = new Map<OrderStatusKey, number>();
  for (const item of items) if (statuses.includes(item.statusKey)) stuck.set(item.statusKey, (stuck.get(item.statusKey) ?? 0) + item.stuckNow);
  const most = [...stuck].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1])[0];
  return most?.[0] ?? (statuses.includes('onWay') ? 'onWay' : statuses[0] ?? null);
}

export type StatusBars = { providerKeys: string[]; median: number[]; p90: number[] };

/** Each service's median and p90 hours in one status, for those with stays in it. */
export function statusBars(items: readonly StatusLagItem[], status: OrderStatusKey): StatusBars {
  const rows = items.filter((item) => item.statusKey === status && item.medianHours !== null && item.p90Hours !== null);
  return { providerKeys: rows.map((r) => r.providerKey), median: rows.map((r) => r.medianHours!), p90: rows.map((r) => r.p90Hours!) };
}
