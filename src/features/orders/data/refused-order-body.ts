// Which refused changes open as an order's draft, light enough for the order list's refused panel: the form's
// ways of sending them again (refused-order.ts) load the order schema, and the list loads no zod
// (docs/decisions/performance-on-slow-links.md, "Start-up work").
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import type { OrderUpdate } from '../../../contract/orders';
import type { OutboxEntry } from '../../../db/outbox-entry';

/** 'retry': fixed and sent again as the same change; 'copy': made into a new order. */
export type RefusedOrderUse = 'retry' | 'copy';

/** The refused create or edit of an order, as the user typed it; null for any other change. */
export function refusedOrderBody(entry: OutboxEntry): OrderUpdate | null {
  const ours = entry.kind === ORDER_CHANGES.create.kind || entry.kind === ORDER_CHANGES.update.kind;
  return ours && entry.state === 'rejected' && entry.request.body ? (entry.request.body as OrderUpdate) : null;
}
