// GET /v1/app/analytics/status-lag (docs/decisions/analytics.md "Status lag"): how long orders stayed in each
// status per delivery service, and how many are stuck there now (stuck-rule.ts).
import { z } from 'zod';
import { ORDER_STATUS_KEYS } from './constants';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Both or neither: without them the period is the last STUCK_WINDOW_DAYS up to now, the stuck rule's own
 *  window, which is what the device keeps (`statusLag`). */
export const statusLagQuery = z.object({ from: day.optional(), to: day.optional() });

export const statusLagItem = z.object({
  providerKey: z.string(),
  statusKey: z.enum(ORDER_STATUS_KEYS),
  /** Stays in the status that ended within the period. */
  count: z.number().int(),
  /** Of those stays, in hours (two decimals); null without any. */
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
  /** Orders in the status now for longer than the stuck rule allows. */
  stuckNow: z.number().int(),
});
export type StatusLagItem = z.infer<typeof statusLagItem>;

export const statusLagAnswer = z.object({ total: z.number().int(), items: z.array(statusLagItem) });
export type StatusLagAnswer = z.infer<typeof statusLagAnswer>;
