// Orders on the money account (docs/decisions/billing.md): an order is charged what it costs (delivery plus the
// insurance and cash-handling fees, in kopecks) when the delivery service accepts it, and refunded exactly that
// charge when it is cancelled afterwards. Each happens at most once per order (the ledger's unique indexes),
// so a resent upload or a repeated cancel never charges or refunds twice. Shipping is post-paid: a charge may
// take the balance below zero; the console warns before that happens.
import type { Db } from '../db/db-type';
import type { OrderRow } from '../db/repos/order-row';
import { toKopecks } from '../pricing/money';
import { billingLedger } from './ledger';

type CostFigures = { deliveryCost?: number | null; insuranceFee?: number | null; cashServiceFee?: number | null };

export const orderChargeKopecks = (costJson: string): number => {
  const cost = JSON.parse(costJson) as CostFigures;
  return toKopecks(cost.deliveryCost ?? 0) + toKopecks(cost.insuranceFee ?? 0) + toKopecks(cost.cashServiceFee ?? 0);
};

export function orderCharges(db: Db) {
  const ledger = billingLedger(db);
  return {
    /** At the service's acceptance; call inside the step's transaction. */
    charge(row: Pick<OrderRow, 'id' | 'company_id' | 'cost_json' | 'client_number'>, at: number): void {
      const amount = orderChargeKopecks(row.cost_json);
      if (amount <= 0) return;
      ledger.postOnce({ companyId: row.company_id, account: 'money', type: 'orderCharge', amount: -amount, at, orderId: row.id, description: row.client_number });
    },
    /** At cancellation: gives back what was charged, if anything was. */
    refund(row: Pick<OrderRow, 'id' | 'company_id' | 'client_number'>, at: number): void {
      const charge = ledger.chargeOf(row.id);
      if (!charge) return;
      ledger.postOnce({ companyId: row.company_id, account: 'money', type: 'orderRefund', amount: -charge.amount, at, orderId: row.id, description: row.client_number });
    },
  };
}
