// Loads the caller's order or answers 040080. Another company's order answers exactly the same, so an
// id reveals nothing about who else has it.
import { ORDER_ERROR_CODES } from '../../../src/contract';
import type { OrderRow } from '../db/repos/order-row';
import type { OrdersRepo } from '../db/repos/orders';
import { ApiFailure } from '../lib/api-failure';

export const orderNotFound = (field?: string) =>
  new ApiFailure(404, ORDER_ERROR_CODES.notFound, 'orderNotFound', {
    errors: field ? [{ field, text: 'orderNotFound' }] : undefined,
  });

/** `locked`: the row locked to the end of the caller's transaction, for a write computed from it. */
export async function ownOrder(orders: OrdersRepo, id: string, companyId: number, { locked = false } = {}): Promise<OrderRow> {
  const row = await (locked ? orders.ownLocked(id, companyId) : orders.own(id, companyId));
  if (!row) throw orderNotFound();
  return row;
}
