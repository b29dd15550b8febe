// The two accounts of a company as ledgers (docs/decisions/billing.md): every change of a balance is one
// appended operation with the balance it leaves. The balance itself sits in account_balances, changed by one
// UPDATE ... RETURNING inside each post: that row's lock serialises the posts of one account whatever the
// number of writers, so no post computes its balance_after from a balance another post is changing. A debit
// that must not go below zero is the same UPDATE with a condition (`postCovered`). Posts that must happen once
// (a top-up per invoice, a charge and a refund per company and order) are refused by unique indexes: `postOnce`
// answers null for a repeat and takes its amount back from the balance, in the same transaction.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db-type';
import { nextVersion } from '../db/versioning';

export type Account = 'money' | 'calculations';
export type OperationType = 'topup' | 'orderCharge' | 'orderRefund' | 'calculation' | 'calculationsPurchase' | 'opening';

export type OperationRow = {
  seq: number; id: string; company_id: number; version: number; account: Account; type: OperationType;
  amount: number; balance_after: number; created_at: number; description: string; order_id: string | null; invoice_id: string | null;
};

export type NewOperation = {
  companyId: number; account: Account; type: OperationType; amount: number; at: number;
  description?: string; orderId?: string | null; invoiceId?: string | null;
};

const ledgers = new WeakMap<Db, ReturnType<typeof makeLedger>>();

/** One ledger (its prepared statements) per database. */
export function billingLedger(db: Db) {
  let ledger = ledgers.get(db);
  if (!ledger) ledgers.set(db, (ledger = makeLedger(db)));
  return ledger;
}

function makeLedger(db: Db) {
  const read = db.prepare<[number, string], { balance: number }>('SELECT balance FROM account_balances WHERE company_id = ? AND account = ?');
  // The row lock taken here is held to commit: the next post of this account waits for it.
  const add = db.prepare<[number, string, number], { balance: number }>(
    `INSERT INTO account_balances (company_id, account, balance) VALUES (?, ?, ?)
     ON CONFLICT (company_id, account) DO UPDATE SET balance = account_balances.balance + excluded.balance
     RETURNING balance`,
  );
  const takeCovered = db.prepare<[number, number, string, number], { balance: number }>(
    `UPDATE account_balances SET balance = balance - ?
     WHERE company_id = ? AND account = ? AND balance >= ? RETURNING balance`,
  );
  const insert = db.prepare<[string, number, number, string, string, number, number, number, string, string | null, string | null], OperationRow>(
    `INSERT INTO billing_operations (id, company_id, version, account, type, amount, balance_after, created_at, description, order_id, invoice_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *`,
  );
  const chargesOf = db.prepare<[number, string], { charged: number; refunded: number }>(
    `SELECT coalesce(sum(CASE WHEN type = 'orderCharge' THEN -amount END), 0) AS charged,
            coalesce(sum(CASE WHEN type = 'orderRefund' THEN amount END), 0) AS refunded
     FROM billing_operations WHERE company_id = ? AND order_id = ? AND type IN ('orderCharge', 'orderRefund')`,
  );

  const balance = (companyId: number, account: Account): number => read.get(companyId, account)?.balance ?? 0;

  const append = (op: NewOperation, after: number): OperationRow | undefined => insert.get(
    randomUUID(), op.companyId, nextVersion(db), op.account, op.type, op.amount, after, op.at,
    op.description ?? '', op.orderId ?? null, op.invoiceId ?? null,
  );

  /** Appends the operation whatever the balance (a charge may take money below zero: shipping is post-paid). */
  const post = db.transaction((op: NewOperation): OperationRow => {
    const row = append(op, add.get(op.companyId, op.account, op.amount)!.balance);
    if (!row) throw new Error(`ledger: ${op.type} refused by a unique index; post it with postOnce`);
    return row;
  });

  /** Like post, but a second top-up of one invoice or a second charge or refund of one order is a no-op (null). */
  const postOnce = db.transaction((op: NewOperation): OperationRow | null => {
    const row = append(op, add.get(op.companyId, op.account, op.amount)!.balance);
    if (row) return row;
    add.get(op.companyId, op.account, -op.amount);
    return null;
  });

  /** A debit only when the balance covers it, decided by the balance's own UPDATE; null when it does not. */
  const postCovered = db.transaction((op: NewOperation & { amount: number }): OperationRow | null => {
    const taken = takeCovered.get(-op.amount, op.companyId, op.account, -op.amount);
    if (!taken) return null;
    const row = append(op, taken.balance);
    if (!row) throw new Error(`ledger: ${op.type} refused by a unique index`);
    return row;
  });

  /** Kopecks this company was charged for this order and not yet refunded. */
  function unrefunded(companyId: number, orderId: string): number {
    const { charged, refunded } = chargesOf.get(companyId, orderId)!;
    return charged - refunded;
  }

  return { balance, post, postOnce, postCovered, unrefunded };
}

export type BillingLedger = ReturnType<typeof makeLedger>;
