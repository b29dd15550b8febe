// Top-up invoices and the simulated payment provider (docs/decisions/billing.md): an invoice is accepted when
// made, processing a moment later, then success or fail. Settling is idempotent: a success credits the money
// account exactly once however often the provider's notice arrives (the ledger's unique top-up per invoice),
// and a settled invoice never changes again.
import type { Db } from '../db/db-type';
import { nextVersion } from '../db/versioning';
import { billingLedger } from './ledger';

export type InvoiceStatus = 'accepted' | 'processing' | 'success' | 'fail';

export type InvoiceRow = {
  id: string; company_id: number; version: number; amount: number; status: InvoiceStatus;
  created_at: number; updated_at: number; next_at: number | null; fail_reason: string | null;
};

/** The demo payment provider takes the payment up after this, and settles it this long after that. */
export const PAYMENT_PROCESSING_AFTER_MS = 1_500;
export const PAYMENT_SETTLES_AFTER_MS = 3_500;

export function invoicesRepo(db: Db) {
  const ledger = billingLedger(db);
  const byId = db.prepare<[string], InvoiceRow>('SELECT * FROM invoices WHERE id = ?');
  const insert = db.prepare<[string, number, number, number, number, number, number], InvoiceRow>(
    `INSERT INTO invoices (id, company_id, version, amount, status, created_at, updated_at, next_at)
     VALUES (?, ?, ?, ?, 'accepted', ?, ?, ?) RETURNING *`,
  );
  const move = db.prepare<[string, number, number | null, string | null, number, string], InvoiceRow>(
    'UPDATE invoices SET status = ?, version = ?, next_at = ?, fail_reason = ?, updated_at = ? WHERE id = ? RETURNING *',
  );
  const due = db.prepare<[number, number], InvoiceRow>('SELECT * FROM invoices WHERE next_at IS NOT NULL AND next_at <= ? ORDER BY next_at LIMIT ?');

  const create = (id: string, companyId: number, kopecks: number, at: number): InvoiceRow =>
    insert.get(id, companyId, nextVersion(db), kopecks, at, at, at + PAYMENT_PROCESSING_AFTER_MS)!;

  /** The provider's notice: the payment went through or not. A settled invoice stays as it is (a repeat of
   *  the notice, or a late contrary one); a success credits the account once. */
  const settle = db.transaction((id: string, result: 'success' | 'fail', at: number, reason: string | null = null): InvoiceRow | null => {
    const invoice = byId.get(id);
    if (!invoice) return null;
    if (invoice.status === 'success' || invoice.status === 'fail') return invoice;
    const settled = move.get(result, nextVersion(db), null, result === 'fail' ? reason ?? 'declined' : null, at, id)!;
    if (result === 'success') {
      ledger.postOnce({ companyId: invoice.company_id, account: 'money', type: 'topup', amount: invoice.amount, at, invoiceId: id });
    }
    return settled;
  });

  /** Moves every invoice whose time has come one step: accepted -> processing -> success. */
  const advanceDue = db.transaction((now: number, limit = 100): number => {
    const rows = due.all(now, limit);
    for (const invoice of rows) {
      if (invoice.status === 'accepted') move.get('processing', nextVersion(db), now + PAYMENT_SETTLES_AFTER_MS, null, now, invoice.id);
      else settle(invoice.id, 'success', now);
    }
    return rows.length;
  });

  return { byId: (id: string) => byId.get(id) ?? null, create, settle, advanceDue };
}
