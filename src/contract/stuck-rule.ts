// When an order is stuck (docs/decisions/analytics.md "Status lag"): the one rule the server counts `stuckNow` by
// and the console finds stuck orders by on the device. Plain values, no zod, for the console's entry bundle.
import type { OrderStatusKey } from './constants';
import { FINAL_ORDER_STATUSES } from './order-constants';

/** The window the thresholds are measured over: the status lag the device keeps covers it. */
export const STUCK_WINDOW_DAYS = 30;
/** Fewer closed stays than this in the window, and a service's p90 says too little: the fallback applies. */
export const STUCK_MIN_SAMPLES = 20;
/** The threshold where there are too few samples. */
export const STUCK_FALLBACK_HOURS = 72;

/** What the rule needs of a status lag row: the window's closed stays and their p90. */
export type StuckBasis = { count: number; p90Hours: number | null };

/** Hours an order may stay in a status of a service before it is stuck. */
export function stuckThresholdHours(basis: StuckBasis | undefined): number {
  return basis && basis.count >= STUCK_MIN_SAMPLES && basis.p90Hours !== null ? basis.p90Hours : STUCK_FALLBACK_HOURS;
}

export const isFinalStatus = (status: OrderStatusKey): boolean => FINAL_ORDER_STATUSES.includes(status);

/** Stuck: in a status that is not final for longer than the threshold (strictly). */
export function isStuckIn(status: OrderStatusKey, hoursInStatus: number, basis: StuckBasis | undefined): boolean {
  return !isFinalStatus(status) && hoursInStatus > stuckThresholdHours(basis);
}

/** The key a status lag row is found by. */
export const statusLagKey = (providerKey: string, statusKey: string): string => `${providerKey}|${statusKey}`;
