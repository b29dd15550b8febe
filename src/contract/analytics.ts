// The analytics of calculations (docs/decisions/analytics.md): the company's calculations grouped by day, by
// delivery service or by destination city over a period of Moscow days, both ends included. Costs in roubles:
// the cheapest tariff of each calculation, or by service that service's cheapest.
import { z } from 'zod';

/** day, providerKey and cityTo as the aggregators have them; the project's: dayAndProvider keys rows
 *  `YYYY-MM-DD|providerKey`, each service's cheapest per day, for prices over time by service in one call;
 *  cheapestProvider counts each calculation once, for the service whose tariff was the cheapest. */
export const ANALYTICS_GROUPS = ['day', 'providerKey', 'cityTo', 'dayAndProvider', 'cheapestProvider'] as const;
export type AnalyticsGroup = (typeof ANALYTICS_GROUPS)[number];
/** The longest period one call may ask for, in days. */
export const ANALYTICS_MAX_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsQuery = z.object({
  from: day,
  to: day,
  groupBy: z.enum(ANALYTICS_GROUPS).default('day'),
});

export const analyticsRow = z.object({
  key: z.string(),
  count: z.number().int(),
  avgCost: z.number().nullable(),
  minCost: z.number().nullable(),
  maxCost: z.number().nullable(),
});
export type AnalyticsRow = z.infer<typeof analyticsRow>;

export const analyticsAnswer = z.object({ total: z.number().int(), items: z.array(analyticsRow) });
export type AnalyticsAnswer = z.infer<typeof analyticsAnswer>;
