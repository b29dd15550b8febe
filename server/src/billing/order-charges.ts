// Orders on the money account (docs/decisions/billing.md): an order is charged the aggregator's own price of
// its tariff (orders.charge_kopecks, set by orders/order-price.ts when it is made or edited; never the shop's
// cost.deliveryCost) when the delivery service accepts it, and a cancel refunds exactly what that company was
// charged for it and not yet refunded. Charges and refunds are the company's own (unique per company and
// order), and an order id never changes company (orders/order-ids.ts), so neither can follow an id elsewhere.
// Shipping is post-paid: a charge may take the balance below zero; the console warns before that happens.
import type { Db } from '../db/db-type';
import type { OrderRow } from '../db/repos/order-row';
import { billingLedger } from './ledger';

export function orderCharges(db: Db) {
  const ledger = billingLedger(db);
  return {
    /** At the service's acceptance; call inside the step's transaction. */
    charge(row: Pick<OrderRow, 'id' | 'company_id' | 'charge_kopecks' | 'client_number'>, at: number): void {
      if (row.charge_kopecks <= 0) return;
      ledger.postOnce({
        companyId: row.company_id, account: 'money', type: 'orderCharge', amount: -row.charge_kopecks, at, orderId: row.id,
        description: row.client_number,
      });
    },
    /** At cancellation (or a delete that cancels): gives back what this company was charged, if anything. */
    refund(row: Pick<OrderRow, 'id' | 'company_id' | 'client_number'>, at: number): void {
      const owed = ledger.unrefunded(row.company_id, row.id);
      if (owed <= 0) return;
      ledger.postOnce({ companyId: row.company_id, account: 'money', type: 'orderRefund', amount: owed, at, orderId: row.id, description: row.client_number });
    },
  };
}
