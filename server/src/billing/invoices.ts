// Top-up invoices (docs/decisions/billing.md "Invoices and payments"): an invoice is accepted when made, and only
// a payment settles it. In demo mode the simulated provider settles by itself (processing a moment later, then
// success) and the demo payment page settles at once; outside demo mode nothing but a signed payment notice does
// (billing/payment-notice.ts). Every change of status is one conditional UPDATE from the statuses it may leave,
// so of two notices racing for one invoice exactly one settles it, whatever the number of writers; a success
// credits the money account once (the ledger's unique top-up per invoice), and a settled invoice never changes.
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import { commitVersion, type Stamp } from '../db/sql/versions';
import { operationStamp, postOnce, stamped } from './ledger';

export type InvoiceStatus = 'accepted' | 'processing' | 'success' | 'fail';

export type InvoiceRow = {
  id: string; company_id: number; version: number; amount: number; status: InvoiceStatus;
  created_at: number; updated_at: number; next_at: number | null; fail_reason: string | null;
  payment_id: string | null; payment_url: string | null;
};

/** The demo payment provider takes the payment up after this, and settles it this long after that. */
export const PAYMENT_PROCESSING_AFTER_MS = 1_500;
export const PAYMENT_SETTLES_AFTER_MS = 3_500;
/** Once the payer opened the demo payment page, the provider waits this long for their Pay or Decline there. */
export const PAYER_ON_PAGE_MS = 120_000;

export type NewInvoice = {
  id: string; companyId: number; kopecks: number; at: number;
  /** Where the payer pays: the demo page, PAYMENT_URL_TEMPLATE's address, or none (billing/payment-url.ts). */
  paymentUrl: string | null;
  /** Demo mode: the simulated provider moves it on by itself (sim/timer.ts). */
  settlesItself: boolean;
};

/** What settling did: `settled` moved it now; `unchanged` found it settled already (the row as it is). */
export type Settling = { outcome: 'settled' | 'unchanged'; row: InvoiceRow };

const invoiceStamp = (id: string): Stamp => ({ table: 'invoices', id });

export function invoicesRepo(db: SqlDb) {
  const byId = async (id: string): Promise<InvoiceRow | null> => (await db.get(sql<InvoiceRow>`SELECT * FROM invoices WHERE id = ${id}`)) ?? null;

  /** Makes the invoice, or finds the one made before with this id: null when that one is another company's. */
  const create = (n: NewInvoice): Promise<{ row: InvoiceRow; created: boolean } | null> => db.tx(async (tx) => {
    const made = await tx.get(sql<InvoiceRow>`
      INSERT INTO invoices (id, company_id, version, amount, status, created_at, updated_at, next_at, payment_url)
      VALUES (${n.id}, ${n.companyId}, 0, ${n.kopecks}, 'accepted', ${n.at}, ${n.at}, ${n.settlesItself ? n.at + PAYMENT_PROCESSING_AFTER_MS : null}, ${n.paymentUrl})
      ON CONFLICT (id) DO NOTHING RETURNING *`);
    if (made) return { row: stamped(made, await commitVersion(tx, [invoiceStamp(n.id)])), created: true };
    const earlier = await tx.get(sql<InvoiceRow>`SELECT * FROM invoices WHERE id = ${n.id}`);
    return earlier?.company_id === n.companyId ? { row: earlier, created: false } : null;
  });

  /** The provider's word on the payment. A settled invoice stays as it is (a repeat, or a late contrary word);
   *  a success credits the account once, in the same transaction as the status. Of notices racing for one
   *  invoice, the one whose conditional UPDATE moves it from an open status settles it; the others wait for its
   *  commit and then find it settled. */
  const settle = (id: string, result: 'success' | 'fail', at: number, reason: string | null = null, paymentId: string | null = null): Promise<Settling | null> =>
    db.tx(async (tx) => {
      const settled = await tx.get(sql<InvoiceRow>`
        UPDATE invoices SET status = ${result}, version = 0, next_at = NULL, fail_reason = ${result === 'fail' ? reason ?? 'declined' : null},
          payment_id = ${paymentId}, updated_at = ${at}
        WHERE id = ${id} AND status IN ('accepted', 'processing') RETURNING *`);
      if (!settled) {
        const row = await tx.get(sql<InvoiceRow>`SELECT * FROM invoices WHERE id = ${id}`);
        return row ? { outcome: 'unchanged', row } : null;
      }
      const stamps = [invoiceStamp(id)];
      if (result === 'success') {
        const topup = await postOnce(tx, { companyId: settled.company_id, account: 'money', type: 'topup', amount: settled.amount, at, invoiceId: id });
        if (topup) stamps.push(operationStamp(topup));
      }
      return { outcome: 'settled', row: stamped(settled, await commitVersion(tx, stamps)) };
    });

  /** Demo mode only: moves every invoice whose time has come one step, accepted -> processing -> success, each in
   *  its own transaction by a conditional UPDATE (another instance's tick may move the same one). */
  const advanceDue = async (now: number, limit = 100): Promise<number> => {
    const rows = await db.all(sql<InvoiceRow>`SELECT * FROM invoices WHERE next_at IS NOT NULL AND next_at <= ${now} ORDER BY next_at LIMIT ${limit}`);
    for (const invoice of rows) {
      if (invoice.status !== 'accepted') await settle(invoice.id, 'success', now);
      else {
        await db.tx(async (tx) => {
          const moved = await tx.run(sql`
            UPDATE invoices SET status = 'processing', version = 0, next_at = ${now + PAYMENT_SETTLES_AFTER_MS}, updated_at = ${now}
            WHERE id = ${invoice.id} AND status = 'accepted'`);
          if (moved) await commitVersion(tx, [invoiceStamp(invoice.id)]);
        });
      }
    }
    return rows.length;
  };

  /** Demo mode: the payer opened the provider's page, so the payment is theirs to make or decline there; the
   *  provider moves it on by itself only if they leave it that long after their last visit (one statement: no
   *  read-then-write). */
  const payerOpened = async (id: string, now: number): Promise<void> => {
    await db.run(sql`UPDATE invoices SET next_at = ${now + PAYER_ON_PAGE_MS} WHERE id = ${id} AND next_at IS NOT NULL AND status IN ('accepted', 'processing')`);
  };

  return { byId, create, settle, advanceDue, payerOpened };
}
