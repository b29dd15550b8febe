// Orders on the money account (docs/decisions/billing.md): an order is charged the aggregator's own price of
// its tariff (orders.charge_kopecks, set by orders/order-price.ts when it is made or edited; never the shop's
// cost.deliveryCost) when the delivery service accepts it, and a cancel refunds exactly what that company was
// charged for it and not yet refunded. Charges and refunds are the company's own (unique per company and
// order), and an order id never changes company (orders/order-ids.ts), so neither can follow an id elsewhere.
// Shipping is post-paid: a charge may take the balance below zero; the console warns before that happens.
// Both are steps of the caller's transaction and answer the operation's stamp for its commitVersion.
import type { OrderRow } from '../db/repos/order-row';
import type { SqlDb } from '../db/sql/sql-db';
import type { Stamp } from '../db/sql/versions';
import { addToBalance, operationStamp, postOnce, unrefunded } from './ledger';

/** At the service's acceptance, inside the step's transaction; the stamp of the charge, or none. */
export async function chargeOrder(tx: SqlDb, row: Pick<OrderRow, 'id' | 'company_id' | 'charge_kopecks' | 'client_number'>, at: number): Promise<Stamp[]> {
  if (row.charge_kopecks <= 0) return [];
  const charged = await postOnce(tx, {
    companyId: row.company_id, account: 'money', type: 'orderCharge', amount: -row.charge_kopecks, at, orderId: row.id,
    description: row.client_number,
  });
  return charged ? [operationStamp(charged)] : [];
}

/** At cancellation (or a delete that cancels): gives back what this company was charged, if anything. */
export async function refundOrder(tx: SqlDb, row: Pick<OrderRow, 'id' | 'company_id' | 'client_number'>, at: number): Promise<Stamp[]> {
  // The money account's lock first: a charge holds it to its commit, so the sum read next sees every charge.
  await addToBalance(tx, row.company_id, 'money', 0);
  const owed = await unrefunded(tx, row.company_id, row.id);
  if (owed <= 0) return [];
  const refunded = await postOnce(tx, { companyId: row.company_id, account: 'money', type: 'orderRefund', amount: owed, at, orderId: row.id, description: row.client_number });
  return refunded ? [operationStamp(refunded)] : [];
}
