// Top-up invoices (docs/decisions/billing.md "Invoices and payments"): an invoice is accepted when made, and only
// a payment settles it. In demo mode the simulated provider settles by itself (processing a moment later, then
// success) and the demo payment page settles at once; outside demo mode nothing but a signed payment notice does
// (billing/payment-notice.ts). Every change of status is one conditional UPDATE from the statuses it may leave,
// so of two notices racing for one invoice exactly one settles it, whatever the number of writers; a success
// credits the money account once (the ledger's unique top-up per invoice), and a settled invoice never changes.
import type { Db } from '../db/db-type';
import { statement } from '../db/statements';
import { nextVersion } from '../db/versioning';
import { billingLedger } from './ledger';

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

export function invoicesRepo(db: Db) {
  const ledger = billingLedger(db);
  const byId = (id: string) => statement<[string], InvoiceRow>(db, 'SELECT * FROM invoices WHERE id = ?').get(id) ?? null;
  const settleOpen = (id: string, result: 'success' | 'fail', reason: string | null, paymentId: string | null, at: number) =>
    statement<[string, number, string | null, string | null, number, string], InvoiceRow>(
      db,
      `UPDATE invoices SET status = ?, version = ?, next_at = NULL, fail_reason = ?, payment_id = ?, updated_at = ?
       WHERE id = ? AND status IN ('accepted', 'processing') RETURNING *`,
    ).get(result, nextVersion(db), result === 'fail' ? reason ?? 'declined' : null, paymentId, at, id);

  /** Makes the invoice, or finds the one made before with this id: null when that one is another company's. */
  const create = db.transaction((n: NewInvoice): { row: InvoiceRow; created: boolean } | null => {
    const made = statement<[string, number, number, number, number, number, number | null, string | null], InvoiceRow>(
      db,
      `INSERT INTO invoices (id, company_id, version, amount, status, created_at, updated_at, next_at, payment_url)
       VALUES (?, ?, ?, ?, 'accepted', ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING *`,
    ).get(n.id, n.companyId, nextVersion(db), n.kopecks, n.at, n.at, n.settlesItself ? n.at + PAYMENT_PROCESSING_AFTER_MS : null, n.paymentUrl);
    if (made) return { row: made, created: true };
    const earlier = byId(n.id);
    return earlier?.company_id === n.companyId ? { row: earlier, created: false } : null;
  });

  /** The provider's word on the payment. A settled invoice stays as it is (a repeat, or a late contrary word);
   *  a success credits the account once, in the same transaction as the status. */
  const settle = db.transaction((id: string, result: 'success' | 'fail', at: number, reason: string | null = null, paymentId: string | null = null): Settling | null => {
    const settled = settleOpen(id, result, reason, paymentId, at);
    if (!settled) {
      const row = byId(id);
      return row ? { outcome: 'unchanged', row } : null;
    }
    if (result === 'success') {
      ledger.postOnce({ companyId: settled.company_id, account: 'money', type: 'topup', amount: settled.amount, at, invoiceId: id });
    }
    return { outcome: 'settled', row: settled };
  });

  /** Demo mode only: moves every invoice whose time has come one step, accepted -> processing -> success. */
  const advanceDue = db.transaction((now: number, limit = 100): number => {
    const rows = statement<[number, number], InvoiceRow>(
      db, 'SELECT * FROM invoices WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at LIMIT ?',
    ).all(now, limit);
    for (const invoice of rows) {
      if (invoice.status !== 'accepted') settle(invoice.id, 'success', now);
      else {
        statement<[number, number, number, string], InvoiceRow>(
          db, "UPDATE invoices SET status = 'processing', version = ?, next_at = ?, updated_at = ? WHERE id = ? AND status = 'accepted'",
        ).run(nextVersion(db), now + PAYMENT_SETTLES_AFTER_MS, now, invoice.id);
      }
    }
    return rows.length;
  });

  /** Demo mode: the payer opened the provider's page, so the payment is theirs to make or decline there; the
   *  provider moves it on by itself only if they leave it that long after their last visit (one statement: no
   *  read-then-write). */
  const payerOpened = (id: string, now: number): void => {
    statement<[number, string], InvoiceRow>(
      db, "UPDATE invoices SET next_at = ? WHERE id = ? AND next_at IS NOT NULL AND status IN ('accepted', 'processing')",
    ).run(now + PAYER_ON_PAGE_MS, id);
  };

  return { byId, create, settle, advanceDue, payerOpened };
}
