// Billing (docs/decisions/billing.md): the company's two accounts, money in roubles and calculation units, each a
// ledger of operations; top-up invoices that a payment provider settles; calculation units bought with money.
// Money crosses the API in roubles with at most two decimals and is kept in kopecks.
import { z } from 'zod';
import { hasTwoDecimalsAtMost, RULE_CODES } from './field-rules';

export const BILLING_ACCOUNTS = ['money', 'calculations'] as const;
export type BillingAccount = (typeof BILLING_ACCOUNTS)[number];

/** topup, orderCharge, orderRefund, calculation, calculationsPurchase as the aggregators name them; opening:
 *  an account's first balance (a new company's starter calculations, a balance carried over). */
export const OPERATION_TYPES = ['topup', 'orderCharge', 'orderRefund', 'calculation', 'calculationsPurchase', 'opening'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export const INVOICE_STATUSES = ['accepted', 'processing', 'success', 'fail'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A top-up's bounds, in roubles. */
export const TOPUP_MIN = 100;
export const TOPUP_MAX = 1_000_000;
/** Calculation units one purchase may buy. */
export const PURCHASE_MAX = 100_000;

export const billingAccounts = z.object({
  money: z.object({ balance: z.number(), currency: z.literal('RUB') }),
  /** price: roubles per calculation unit. */
  calculations: z.object({ balance: z.number().int(), price: z.number() }),
});
export type BillingAccounts = z.infer<typeof billingAccounts>;

export const billingOperation = z.object({
  id: z.string(),
  version: z.number().int(),
  account: z.enum(BILLING_ACCOUNTS),
  type: z.enum(OPERATION_TYPES),
  /** Signed: + credit, - debit; roubles on the money account, units on the calculation account. */
  amount: z.number(),
  balanceAfter: z.number(),
  created: z.string(),
  description: z.string(),
  orderId: z.string().nullable(),
  invoiceId: z.string().nullable(),
});
export type BillingOperation = z.infer<typeof billingOperation>;

export const operationsQuery = z.object({ account: z.enum(BILLING_ACCOUNTS).optional() });

export const invoice = z.object({
  id: z.string(),
  version: z.number().int(),
  amount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  created: z.string(),
  updated: z.string(),
  /** Where the payer pays: the demo payment page in demo mode, the provider's page elsewhere, null when the
   *  server has none (docs/decisions/billing.md). May be relative to the API host. */
  paymentUrl: z.string().nullable(),
  /** Why a failed payment failed, in the caller's language. */
  failReason: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceCreate = z.object({
  /** The console's id, so a repeated create (the outbox, a double click) finds the same invoice. */
  id: z.uuid().optional(),
  amount: z.number().min(TOPUP_MIN).max(TOPUP_MAX).refine(hasTwoDecimalsAtMost, { error: RULE_CODES.twoDecimals }),
});

export const calculationsPurchase = z.object({ count: z.number().int().min(1).max(PURCHASE_MAX) });
export const calculationsPurchaseAnswer = z.object({ money: billingOperation, calculations: billingOperation });

export const demoInvoicePay = z.object({ result: z.enum(['success', 'fail']) });

/** The payment provider's notice (POST /v1/payments/notice), signed with X-Payment-Signature. */
export const paymentNotice = z.object({
  invoiceId: z.string().min(1).max(100),
  /** The provider's id of the payment: the same id again is a repeat and credits nothing more. */
  paymentId: z.string().min(1).max(200),
  amount: z.number().positive().max(TOPUP_MAX).refine(hasTwoDecimalsAtMost, { error: RULE_CODES.twoDecimals }),
  status: z.enum(['success', 'fail']),
});
export type PaymentNotice = z.infer<typeof paymentNotice>;
export const paymentNoticeAnswer = z.object({ invoiceId: z.string(), status: z.enum(INVOICE_STATUSES) });
export const PAYMENT_SIGNATURE_HEADER = 'X-Payment-Signature';
