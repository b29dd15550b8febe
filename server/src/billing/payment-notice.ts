// The payment provider's notice (docs/decisions/billing.md "A real payment provider"): outside demo mode the
// only thing that settles an invoice. The signature is an HMAC-SHA256 of the raw body with PAYMENT_SECRET, so
// nobody but the provider can say an invoice was paid. The same paymentId again is a repeat: 200, nothing more
// credited; any other word on a settled invoice, or an amount other than the invoice's, is refused (409) and
// changes nothing. Each rule holds with several writers: the invoice settles by one conditional UPDATE
// (billing/invoices.ts) and a payment id belongs to one invoice by a unique index.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentNotice } from '../../../src/contract';
import type { SqlDb } from '../db/sql/sql-db';
import { isUniqueViolation } from '../db/unique-violation';
import { toKopecks } from '../pricing/money';
import { invoicesRepo, type InvoiceRow } from './invoices';

export const signPaymentNotice = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** Constant-time: a wrong signature tells nothing about how much of it was right. */
export function signatureHolds(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signPaymentNotice(secret, rawBody), 'hex'));
}

export type NoticeOutcome =
  | { answer: 'ok'; invoice: InvoiceRow }
  | { answer: 'notFound' }
  | { answer: 'conflict'; reason: 'amountMismatch' | 'invoiceSettled' };

const isRepeat = (row: InvoiceRow, notice: PaymentNotice) => row.payment_id === notice.paymentId && row.status === notice.status;

export async function applyPaymentNotice(db: SqlDb, notice: PaymentNotice, at: number): Promise<NoticeOutcome> {
  const invoices = invoicesRepo(db);
  const invoice = await invoices.byId(notice.invoiceId);
  if (!invoice) return { answer: 'notFound' };
  if (toKopecks(notice.amount) !== invoice.amount) return { answer: 'conflict', reason: 'amountMismatch' };
  try {
    const settling = (await invoices.settle(invoice.id, notice.status, at, notice.status === 'fail' ? 'declined' : null, notice.paymentId))!;
    if (settling.outcome === 'settled' || isRepeat(settling.row, notice)) return { answer: 'ok', invoice: settling.row };
    return { answer: 'conflict', reason: 'invoiceSettled' };
  } catch (error) {
    // This payment id settled another invoice: a provider's mistake or a forged replay, refused as a conflict.
    if (isUniqueViolation(error)) return { answer: 'conflict', reason: 'invoiceSettled' };
    throw error;
  }
}
