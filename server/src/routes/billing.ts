// Billing (docs/decisions/billing.md; docs/api.md "Billing"): the two accounts, their operations newest first,
// top-up invoices and the purchase of calculation units. Admin only (docs/decisions/roles-and-session.md);
// every read is scoped to the caller's company, and another company's invoice answers 403 like a missing one.
import { createRoute, z } from '@hono/zod-openapi';
import {
  ERROR_CODES, billingAccounts, billingOperation, calculationsPurchase, calculationsPurchaseAnswer, errorEnvelope, invoice, invoiceCreate,
  operationsQuery,
} from '../../../src/contract';
import { buyUnits, UNIT_PRICE_KOPECKS } from '../billing/calculation-units';
import { invoiceFields, invoicesSource, operationFields, operationsSource, toInvoice, toOperation } from '../billing/billing-items';
import { invoicesRepo, type InvoiceRow } from '../billing/invoices';
import { balanceOf, type OperationRow } from '../billing/ledger';
import { paymentUrlFor } from '../billing/payment-url';
import { listPage } from '../db/sql/list-page';
import type { RouteDeps } from '../deps';
import { fail } from '../lib/api-failure';
import { assertOwnCompany, companyScope } from '../middleware/company-scope';
import { ROLE_SETS } from '../middleware/roles';
import { toKopecks, toRoubles } from '../pricing/money';
import { addListRoute } from './list-kit';
import { createRouter, errorAnswers, guard, jsonAnswer, jsonBody } from './route-kit';
import { newRowId } from '../lib/new-row-id';

const tags = ['billing'];

export function billingRoutes({ db, auth, now, config }: RouteDeps) {
  const r = createRouter();
  const invoices = invoicesRepo(db);
  const roles = ROLE_SETS.adminOnly;

  const accounts = createRoute({
    method: 'get', path: '/billing/accounts', tags, ...guard(auth, ...roles),
    summary: "The company's money and calculation balances",
    responses: { 200: jsonAnswer(billingAccounts, 'Both balances'), 401: errorAnswers[401], 403: errorAnswers[403] },
  });
  r.openapi(accounts, async (c) => {
    const { companyId } = c.get('auth');
    return c.json({
      money: { balance: toRoubles(await balanceOf(db, companyId, 'money')), currency: 'RUB' as const },
      calculations: { balance: await balanceOf(db, companyId, 'calculations'), price: toRoubles(UNIT_PRICE_KOPECKS) },
    }, 200);
  });

  addListRoute(r, auth, {
    path: '/billing/operations', tags, roles: [...roles], item: billingOperation, fields: operationFields,
    summary: "The company's operations, newest first; account=money|calculations; filter e.g. type=orderCharge",
    extraQuery: operationsQuery.shape,
    load: async (c, where, paging, query) => {
      const byAccount = query.account ? [{ sql: 'account = ?', params: [query.account] }] : [];
      const page = await listPage<OperationRow>(db, operationsSource(companyScope(c)), [...byAccount, ...where], paging);
      return { total: page.total, items: page.rows.map(toOperation) };
    },
  });

  addListRoute(r, auth, {
    path: '/billing/invoices', tags, roles: [...roles], item: invoice, fields: invoiceFields,
    summary: "The company's top-up invoices, newest first",
    load: async (c, where, paging) => {
      const page = await listPage<InvoiceRow>(db, invoicesSource(companyScope(c)), where, paging);
      return { total: page.total, items: page.rows.map((row) => toInvoice(row, c.get('lang'))) };
    },
  });

  const createInvoice = createRoute({
    method: 'post', path: '/billing/invoices', tags, ...guard(auth, ...roles),
    summary: 'Top up the money account: an invoice the payment provider settles (accepted -> processing -> success | fail)',
    request: { body: jsonBody(invoiceCreate) },
    responses: {
      200: jsonAnswer(invoice, 'The invoice, accepted (or the one made before with this id)'),
      400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403],
      409: jsonAnswer(errorEnvelope, "The id is another company's invoice's (040901 \"This id is already taken\")"),
    },
  });
  const paymentUrl = paymentUrlFor(config);
  r.openapi(createInvoice, async (c) => {
    const body = c.req.valid('json');
    const id = body.id ?? (await newRowId(c));
    const made = await invoices.create({
      id, companyId: c.get('auth').companyId, kopecks: toKopecks(body.amount), at: now(), paymentUrl: paymentUrl(id), settlesItself: config.demo,
    });
    // Another company's id is taken, as an order id is (docs/api.md "Idempotency"): the answer says the id is used
    // and nothing else of that invoice. The same company's id answers its invoice again (a repeated create).
    if (!made) throw fail.conflict(ERROR_CODES.loginExists, 'idTaken', 'id');
    return c.json(toInvoice(made.row, c.get('lang')), 200);
  });

  const readInvoice = createRoute({
    method: 'get', path: '/billing/invoices/{id}', tags, ...guard(auth, ...roles),
    summary: 'One invoice and its status',
    request: { params: z.object({ id: z.string().max(100) }) },
    responses: { 200: jsonAnswer(invoice, 'The invoice'), 401: errorAnswers[401], 403: errorAnswers[403] },
  });
  r.openapi(readInvoice, async (c) => {
    const row = await invoices.byId(c.req.valid('param').id) ?? undefined;
    assertOwnCompany(c, row);
    return c.json(toInvoice(row!, c.get('lang')), 200);
  });

  const purchase = createRoute({
    method: 'post', path: '/billing/calculations/purchase', tags, ...guard(auth, ...roles),
    summary: 'Buy calculation units with money',
    request: { body: jsonBody(calculationsPurchase) },
    responses: {
      200: jsonAnswer(calculationsPurchaseAnswer, 'The two operations: money debited, units credited'),
      400: errorAnswers[400], 401: errorAnswers[401],
      402: jsonAnswer(errorEnvelope, 'The money account does not cover it (060002)'),
      403: errorAnswers[403],
    },
  });
  r.openapi(purchase, async (c) => {
    const { money, units: credited } = await buyUnits(db, c.get('auth').companyId, c.req.valid('json').count, now());
    return c.json({ money: toOperation(money), calculations: toOperation(credited) }, 200);
  });

  return r;
}
