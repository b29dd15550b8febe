// The term a seeded order was promised (orders.days_max; docs/decisions/analytics.md "Demo history"): the seeded
// orders are priced by the fixed model, which promises nothing, so the seed gives each the days a service would
// quote for its journey: the usual real-world dwell from the service's acceptance to the delivery along the plain
// route of its delivery type, times a margin of the service's own. Most arrive within it, the slow ones and those
// with a problem on the way do not, and services differ, so the on-time shares tell a story.
import { DELIVERY_COURIER } from '../../../../src/contract';
import { hashUnit } from '../../lib/random';
import { REAL_DAYS } from '../../sim/dwell';
import { SIM_ROUTES } from '../../sim/routes';

/** Days from the acceptance to the delivery along a route, at the usual dwell of each status passed. */
function usualDays(route: readonly string[]): number {
  const from = route.indexOf('uploaded');
  const to = route.indexOf('delivered');
  return route.slice(from, to).reduce((days, key) => days + (REAL_DAYS[key as keyof typeof REAL_DAYS] ?? 1), 0);
}

const COURIER_DAYS = usualDays(SIM_ROUTES.courier);
const POINT_DAYS = usualDays(SIM_ROUTES.point);

/** Whole days; the margin, 1.05 to 1.3 of the usual journey, is the service's own (about 87% on time over all,
 *  70 to 96% by service: the calendar days counted add about half a day to the journey). */
export function promisedDays(providerKey: string, deliveryType: number): number {
  const usual = deliveryType === DELIVERY_COURIER ? COURIER_DAYS : POINT_DAYS;
  return Math.max(1, Math.ceil(usual * (1.05 + 0.25 * hashUnit(`promise-${providerKey}`))));
}
