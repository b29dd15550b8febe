// GET /v1/app/analytics/shipping (docs/decisions/analytics.md "Shipping"): what shipping cost the company per
// Moscow day or per delivery service, from the money ledger's order charges and refunds, and how many of the
// orders delivered in the period arrived within the term their tariff promised.
import { z } from 'zod';

export const SHIPPING_GROUPS = ['day', 'providerKey'] as const;
export type ShippingGroup = (typeof SHIPPING_GROUPS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const shippingQuery = z.object({ from: day, to: day, groupBy: z.enum(SHIPPING_GROUPS).default('day') });
export type ShippingQuery = z.infer<typeof shippingQuery>;

export const shippingItem = z.object({
  /** `YYYY-MM-DD` (Moscow) or a service's key. */
  key: z.string(),
  /** Orders charged in the period (the ledger's orderCharge operations). */
  orders: z.number().int(),
  /** Roubles, two decimals: the charges less the refunds posted in the period. */
  spend: z.number(),
  /** Roubles: the charges over `orders`; null without any. */
  avgCost: z.number().nullable(),
  /** Orders whose delivery falls in the period. */
  delivered: z.number().int(),
  /** Of those, the ones priced with a promised term (days_max). */
  promised: z.number().int(),
  /** Of those, the ones delivered within the term, counted in Moscow calendar days from the service's acceptance. */
  onTime: z.number().int(),
});
export type ShippingItem = z.infer<typeof shippingItem>;

export const shippingAnswer = z.object({ total: z.number().int(), items: z.array(shippingItem) });
export type ShippingAnswer = z.infer<typeof shippingAnswer>;
