// The two accounts of a company as ledgers (docs/decisions/billing.md): a balance is the balance_after of the
// account's newest operation (0 before the first), and each operation is appended with the balance it leaves.
// Writes go through SQLite's single writer inside the caller's transaction, so two posts never read the same
// "previous" balance. Posts that must happen once (a top-up per invoice, a charge and a refund per order) are
// refused by unique indexes: `postOnce` answers null for a repeat instead of throwing.
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

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

const ledgers = new WeakMap<Db, ReturnType<typeof makeLedger>>();

/** One ledger (its prepared statements) per database. */
export function billingLedger(db: Db) {
  let ledger = ledgers.get(db);
  if (!ledger) ledgers.set(db, (ledger = makeLedger(db)));
  return ledger;
}

function makeLedger(db: Db) {
  const last = db.prepare<[number, string], { balance_after: number }>(
    'SELECT balance_after FROM billing_operations WHERE company_id = ? AND account = ? ORDER BY seq DESC LIMIT 1',
  );
  const insert = db.prepare<[string, number, number, string, string, number, number, number, string, string | null, string | null], OperationRow>(
    `INSERT INTO billing_operations (id, company_id, version, account, type, amount, balance_after, created_at, description, order_id, invoice_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const chargeOf = db.prepare<[string], OperationRow>("SELECT * FROM billing_operations WHERE order_id = ? AND type = 'orderCharge'");

  const balance = (companyId: number, account: Account): number => last.get(companyId, account)?.balance_after ?? 0;

  /** Appends the operation; call inside a transaction when its amount depends on a balance read before. */
  function post(op: NewOperation): OperationRow {
    const after = balance(op.companyId, op.account) + op.amount;
    return insert.get(
      randomUUID(), op.companyId, nextVersion(db), op.account, op.type, op.amount, after, op.at,
      op.description ?? '', op.orderId ?? null, op.invoiceId ?? null,
    )!;
  }

  /** Like post, but a second top-up of one invoice or a second charge or refund of one order is a no-op (null). */
  const postOnce = db.transaction((op: NewOperation): OperationRow | null => {
    try {
      return post(op);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  });

  return { balance, post, postOnce, chargeOf: (orderId: string) => chargeOf.get(orderId) ?? null };
}

export type BillingLedger = ReturnType<typeof makeLedger>;
