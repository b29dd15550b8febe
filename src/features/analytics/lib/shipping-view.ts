// The shipping analytics as the screen shows them (docs/decisions/analytics.md "Shipping"): spend per day for the
// bars (0 on a day without any), the services busiest first, each one's share delivered on time, and the totals.
import type { ShippingItem } from '../../../contract/shipping-analytics';

export function spendPerDay(days: readonly string[], items: readonly ShippingItem[]): number[] {
  const byDay = new Map(items.map((item) => [item.key, item.spend]));
  return days.map((day) => byDay.get(day) ?? 0);
}

/** The services by orders charged, then spend, then key. */
export function servicesBusiestFirst(items: readonly ShippingItem[]): ShippingItem[] {
  return [...items].sort((a, b) => b.orders - a.orders || b.spend - a.spend || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Per cent delivered on time of those promised a term, one decimal; null without any promised. */
export const onTimePercent = ({ onTime, promised }: Pick<ShippingItem, 'onTime' | 'promised'>): number | null =>
  promised ? Math.round((onTime / promised) * 1000) / 10 : null;

const kopecks = (roubles: number) => Math.round(roubles * 100);

/** The period's totals over the rows of one grouping: the average is the charges over the orders, as the server
 *  gives it per row (each row's charges are its average times its orders, in kopecks to stay exact enough). */
export function shippingTotals(items: readonly ShippingItem[]): Omit<ShippingItem, 'key'> {
  let charged = 0;
  const total = { orders: 0, spend: 0, avgCost: null as number | null, delivered: 0, promised: 0, onTime: 0 };
  for (const item of items) {
    total.orders += item.orders;
    total.spend += kopecks(item.spend);
    charged += kopecks(item.avgCost ?? 0) * item.orders;
    total.delivered += item.delivered;
    total.promised += item.promised;
    total.onTime += item.onTime;
  }
  return { ...total, spend: total.spend / 100, avgCost: total.orders ? Math.round(charged / total.orders) / 100 : null };
}
