// The two accounts of a company as ledgers (docs/decisions/billing.md): every change of a balance is one
// appended operation with the balance it leaves. The balance itself sits in account_balances, changed by one
// UPDATE ... RETURNING inside each post: that row's lock serialises the posts of one account whatever the
// number of writers, so no post computes its balance_after from a balance another post is changing. A debit
// that must not go below zero is the same UPDATE with a condition (`postCovered`). Posts that must happen once
// (a top-up per invoice, a charge and a refund per company and order) are refused by unique indexes: `postOnce`
// answers null for a repeat and takes its amount back from the balance, in the same transaction.
// A post is one step of its caller's transaction: it inserts its operation with version 0 and answers the row's
// stamp, which the caller passes to commitVersion (db/sql/versions.ts) as that transaction's last statement.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { insertRows } from '../db/sql/insert-rows';
import type { SqlDb } from '../db/sql/sql-db';
import type { Stamp } from '../db/sql/versions';

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

/** The stamp of an operation, for commitVersion. */
export const operationStamp = (row: Pick<OperationRow, 'id'>): Stamp => ({ table: 'billing_operations', id: row.id });

/** The row as the committed transaction left it: stamped with `version`. */
export const stamped = <Row extends { version: number }>(row: Row, version: number): Row => ({ ...row, version });

export async function balanceOf(db: SqlDb, companyId: number, account: Account): Promise<number> {
  const row = await db.get(sql<{ balance: number }>`SELECT balance FROM account_balances WHERE company_id = ${companyId} AND account = ${account}`);
  return row?.balance ?? 0;
}

/** The row lock taken here is held to commit: the next post of this account waits for it. */
export async function addToBalance(tx: SqlDb, companyId: number, account: Account, amount: number): Promise<number> {
  const row = await tx.get(sql<{ balance: number }>`
    INSERT INTO account_balances (company_id, account, balance) VALUES (${companyId}, ${account}, ${amount})
    ON CONFLICT (company_id, account) DO UPDATE SET balance = account_balances.balance + excluded.balance
    RETURNING balance`);
  return row!.balance;
}

const append = (tx: SqlDb, op: NewOperation, after: number): Promise<OperationRow | undefined> => tx.get(sql<OperationRow>`
  INSERT INTO billing_operations (id, company_id, version, account, type, amount, balance_after, created_at, description, order_id, invoice_id)
  VALUES (${randomUUID()}, ${op.companyId}, 0, ${op.account}, ${op.type}, ${op.amount}, ${after}, ${op.at}, ${op.description ?? ''},
          ${op.orderId ?? null}, ${op.invoiceId ?? null})
  ON CONFLICT DO NOTHING RETURNING *`);

/** Appends the operation whatever the balance (a charge may take money below zero: shipping is post-paid). */
export async function post(tx: SqlDb, op: NewOperation): Promise<OperationRow> {
  const row = await append(tx, op, await addToBalance(tx, op.companyId, op.account, op.amount));
  if (!row) throw new Error(`ledger: ${op.type} refused by a unique index; post it with postOnce`);
  return row;
}

/** Like post, but a second top-up of one invoice or a second charge or refund of one order is a no-op (null). */
export async function postOnce(tx: SqlDb, op: NewOperation): Promise<OperationRow | null> {
  const row = await append(tx, op, await addToBalance(tx, op.companyId, op.account, op.amount));
  if (row) return row;
  await addToBalance(tx, op.companyId, op.account, -op.amount);
  return null;
}

/** A debit only when the balance covers it, decided by the balance's own UPDATE; null when it does not. */
export async function postCovered(tx: SqlDb, op: NewOperation): Promise<OperationRow | null> {
  const taken = await tx.get(sql<{ balance: number }>`
    UPDATE account_balances SET balance = balance - ${-op.amount}
    WHERE company_id = ${op.companyId} AND account = ${op.account} AND balance >= ${-op.amount} RETURNING balance`);
  if (!taken) return null;
  const row = await append(tx, op, taken.balance);
  if (!row) throw new Error(`ledger: ${op.type} refused by a unique index`);
  return row;
}

/** Kopecks this company was charged for this order and not yet refunded. Read it under a lock of the order (or
 *  with the refund's unique index behind it): a charge committed meanwhile is otherwise not seen. */
export async function unrefunded(tx: SqlDb, companyId: number, orderId: string): Promise<number> {
  const row = await tx.get(sql<{ charged: number; refunded: number }>`
    SELECT coalesce(sum(CASE WHEN type = 'orderCharge' THEN -amount END), 0) AS charged,
           coalesce(sum(CASE WHEN type = 'orderRefund' THEN amount END), 0) AS refunded
    FROM billing_operations WHERE company_id = ${companyId} AND order_id = ${orderId} AND type IN ('orderCharge', 'orderRefund')`);
  return Number(row!.charged) - Number(row!.refunded);
}

const OPERATION_COLUMNS = ['id', 'company_id', 'version', 'account', 'type', 'amount', 'balance_after', 'created_at', 'description', 'order_id', 'invoice_id'] as const;

/** Many operations of one account, oldest first, for the demo seed's history (thousands of charges): one balance
 *  update for their sum, each row with the balance it leaves, many rows a statement. The caller takes the block of
 *  versions (db/sql/versions.ts commitVersionsWith) and passes the first. A repeat is an error here, not a no-op. */
export async function postMany(tx: SqlDb, companyId: number, account: Account, ops: ReadonlyArray<Omit<NewOperation, 'companyId' | 'account'>>, firstVersion: number): Promise<void> {
  const total = ops.reduce((sum, op) => sum + op.amount, 0);
  let balance = (await addToBalance(tx, companyId, account, total)) - total;
  await insertRows(tx, 'billing_operations', OPERATION_COLUMNS, ops.map((op, i) => {
    balance += op.amount;
    return [randomUUID(), companyId, firstVersion + i, account, op.type, op.amount, balance, op.at, op.description ?? '', op.orderId ?? null, op.invoiceId ?? null];
  }));
}
