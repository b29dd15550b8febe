// Ledger and invoice rows as API items (src/contract/billing.ts): kopecks become roubles on the money account;
// units stay units. Also the list sources and filter fields of the operations and invoices lists.
import type { BillingOperation, Invoice } from '../../../src/contract';
import type { FilterFields, SqlWhere } from '../lib/filter';
import type { PageSource } from '../db/page-query';
import { isoTime } from '../db/synced-row';
import { text, type Lang } from '../lib/texts';
import { toRoubles } from '../pricing/money';
import type { OperationRow } from './ledger';
import type { InvoiceRow } from './invoices';

const inAccount = (row: Pick<OperationRow, 'account'>, amount: number) => (row.account === 'money' ? toRoubles(amount) : amount);

export const toOperation = (row: OperationRow): BillingOperation => ({
  id: row.id, version: row.version, account: row.account, type: row.type,
  amount: inAccount(row, row.amount), balanceAfter: inAccount(row, row.balance_after),
  created: isoTime(row.created_at), description: row.description, orderId: row.order_id, invoiceId: row.invoice_id,
});

export const toInvoice = (row: InvoiceRow, lang: Lang): Invoice => ({
  id: row.id, version: row.version, amount: toRoubles(row.amount), status: row.status,
  created: isoTime(row.created_at), updated: isoTime(row.updated_at), paymentUrl: row.payment_url,
  failReason: row.fail_reason ? text('paymentDeclined', lang) : null,
});

export const operationsSource = (scope: SqlWhere): PageSource => ({
  from: 'billing_operations', columns: '*', orderBy: 'seq DESC', scope: [scope],
});
export const operationFields: FilterFields = {
  type: { column: 'type', type: 'string' },
  created: { column: 'created_at', type: 'number' },
  orderId: { column: 'order_id', type: 'string' },
  invoiceId: { column: 'invoice_id', type: 'string' },
};

export const invoicesSource = (scope: SqlWhere): PageSource => ({
  from: 'invoices', columns: '*', orderBy: 'created_at DESC, id', scope: [scope],
});
export const invoiceFields: FilterFields = { status: { column: 'status', type: 'string' } };
