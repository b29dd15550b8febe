// POST /v1/app/orders/labels (one PDF of the orders' labels, 100x150 mm pages or four on A4) and /waybills (one handover act per
// delivery service), answered as {total, items: [{fileId, providerKey, fileName, url, size}]}; the
// files themselves: GET /v1/app/orders/files/{fileId}, for the company that made them, for 7 days.
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorEnvelope, labelsRequest, orderFiles, orderIdsRequest } from '../../../src/contract';
import type { RouteDeps } from '../deps';
import { orderFilesRepo } from '../db/repos/order-files';
import { ROLE_SETS } from '../middleware/roles';
import { tokenProviders } from '../middleware/token-providers';
import { fail } from '../lib/api-failure';
import { orderCall } from '../orders/order-call';
import { makeLabels, makeWaybills } from '../orders/order-documents';
import { errorAnswers, guard, jsonAnswer, jsonBody, type Router } from './route-kit';
import { orderAnswers, orderGuard } from './order-route-kit';

const tags = ['orders'];

export function addOrderDocumentRoutes(r: Router, { db, auth, now }: RouteDeps): void {
  const files = orderFilesRepo(db);
  const made = (what: string) => ({
    200: jsonAnswer(orderFiles, what),
    400: errorAnswers[400], 401: errorAnswers[401], 403: errorAnswers[403], 404: orderAnswers[404],
  });

  const labels = createRoute({
    method: 'post', path: '/labels', tags,
    summary: 'One PDF with the label of each order: 100x150 mm pages (a6, the default) or four on each A4 page (a4x4)',
    description: 'Each order then reads `labelPrinted`, the time of this call, under a new version (synced).',
    ...orderGuard({ db, auth }, ...ROLE_SETS.orders),
    request: { body: jsonBody(labelsRequest) },
    responses: made('One file'),
  });
  r.openapi(labels, async (c) => {
    const { orderIds, format } = c.req.valid('json');
    return c.json(await makeLabels(orderCall(c, db, now()), orderIds, format), 200);
  });

  const waybills = createRoute({
    method: 'post', path: '/waybills', tags, summary: 'One handover act (PDF) per delivery service among the orders',
    ...orderGuard({ db, auth }, ...ROLE_SETS.orders),
    request: { body: jsonBody(orderIdsRequest) },
    responses: made('One file per delivery service'),
  });
  r.openapi(waybills, async (c) => c.json(await makeWaybills(orderCall(c, db, now()), c.req.valid('json').orderIds), 200));

  const file = createRoute({
    method: 'get', path: '/files/{fileId}', tags, summary: 'A label or waybill PDF made in the last 7 days',
    ...guard(auth, ...ROLE_SETS.orders),
    request: { params: z.object({ fileId: z.string().min(1).max(64) }) },
    responses: {
      200: { description: 'The PDF, as an attachment', content: { 'application/pdf': { schema: z.string() } } },
      401: errorAnswers[401], 403: errorAnswers[403],
      404: jsonAnswer(errorEnvelope, "Unknown, expired or another company's file (040404)"),
    },
  });
  r.openapi(file, async (c) => {
    const stored = await files.own(c.req.valid('param').fileId, c.get('auth').companyId, now());
    if (!stored) throw fail.notFound();
    // A provider-limited token gets only files of its services' orders; a file that names none (made before
    // files recorded them) is not its either.
    const allowed = tokenProviders(c);
    if (allowed && (stored.providers.length === 0 || stored.providers.some((p) => !allowed.includes(p)))) throw fail.forbidden();
    return c.body(new Uint8Array(stored.content), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${stored.file_name}"`,
      'Cache-Control': 'private, max-age=3600',
    });
  });
}
