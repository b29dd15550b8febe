// POST /v1/demo/invoices/{id}/pay (demo mode only; mounted nowhere else, so 404 there): the demo payment
// provider's notice now, success or fail, instead of waiting for it to settle by itself. Settling twice is
// harmless (billing/invoices.ts): tests send the notice twice to prove it.
import { createRoute, z } from '@hono/zod-openapi';
import { demoInvoicePay, invoice } from '../../../src/contract';
import { toInvoice } from '../billing/billing-items';
import { invoicesRepo } from '../billing/invoices';
import type { RouteDeps } from '../deps';
import { assertOwnCompany } from '../middleware/company-scope';
import { createRouter, errorAnswers, guard, jsonAnswer, jsonBody } from './route-kit';

export function demoPaymentRoutes({ db, auth, now }: RouteDeps) {
  const r = createRouter();
  const invoices = invoicesRepo(db);
  const pay = createRoute({
    method: 'post', path: '/invoices/{id}/pay', tags: ['demo'], ...guard(auth),
    summary: "Settle one of the caller's company's invoices now (demo mode only)",
    request: { params: z.object({ id: z.string().max(100) }), body: jsonBody(demoInvoicePay) },
    responses: { 200: jsonAnswer(invoice, 'The invoice as settled'), 400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403] },
  });
  r.openapi(pay, async (c) => {
    const { id } = c.req.valid('param');
    assertOwnCompany(c, (await invoices.byId(id)) ?? undefined);
    const settled = (await invoices.settle(id, c.req.valid('json').result, now()))!;
    return c.json(toInvoice(settled.row, c.get('lang')), 200);
  });
  return r;
}
