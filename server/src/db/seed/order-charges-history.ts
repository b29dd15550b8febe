// The seeded orders' past on the money ledger (docs/decisions/analytics.md "Demo history"): each order the service
// accepted is charged at its 'uploaded' step and each one cancelled after that is refunded then, as the live
// simulator does (billing/order-charges.ts). The account's opening is raised by their net first, so the balance
// the company has today stays what demo-accounts.ts gives it, and every balance_after is still the sum of the
// operations before it (the ledger's own bulk post, billing/ledger.ts postMany).
import { sql } from 'kysely';
import { postMany, type NewOperation } from '../../billing/ledger';
import type { SqlDb } from '../sql/sql-db';
import { commitVersionsWith } from '../sql/versions';

export type SeededMoney = Omit<NewOperation, 'companyId' | 'account'>;

/** The charge at the acceptance, and the refund of a cancel after it; none for an order never accepted. */
export function moneyOfStory(
  order: { id: string; clientNumber: string; chargeKopecks: number },
  steps: ReadonlyArray<{ key: string; at: number }>,
): SeededMoney[] {
  const accepted = steps.find((s) => s.key === 'uploaded');
  if (!accepted || order.chargeKopecks <= 0) return [];
  const base = { orderId: order.id, description: order.clientNumber };
  const charge: SeededMoney = { ...base, type: 'orderCharge', amount: -order.chargeKopecks, at: accepted.at };
  const cancel = steps.find((s) => s.key === 'deliveryCanceled');
  return cancel ? [charge, { ...base, type: 'orderRefund', amount: order.chargeKopecks, at: cancel.at }] : [charge];
}

/** Posts the company's seeded charges and refunds, oldest first, after its money opening raised by their net. */
export async function postSeededMoney(tx: SqlDb, companyId: number, ops: SeededMoney[]): Promise<void> {
  if (ops.length === 0) return;
  const sorted = [...ops].sort((a, b) => a.at - b.at);
  const net = sorted.reduce((sum, op) => sum + op.amount, 0);
  const raised = await tx.run(sql`UPDATE billing_operations SET amount = amount - ${net}, balance_after = balance_after - ${net}
    WHERE company_id = ${companyId} AND account = 'money' AND type = 'opening'`);
  if (raised !== 1) throw new Error(`seed: company ${companyId} has ${raised} money openings, not one`);
  await tx.run(sql`UPDATE account_balances SET balance = balance - ${net} WHERE company_id = ${companyId} AND account = 'money'`);
  await commitVersionsWith(tx, sorted.length, (first) => postMany(tx, companyId, 'money', sorted, first));
}
