// POST /v1/payments/notice: the payment provider tells the server a payment went through or not (docs/api.md
// "Payments"; docs/decisions/billing.md "A real payment provider"). No Authorization: the body's HMAC in
// X-Payment-Signature is the provider's proof, checked before the body is even parsed, so an unsigned caller
// learns nothing (not even whether its JSON was valid). Without PAYMENT_SECRET the route answers 503.
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES, PAYMENT_SIGNATURE_HEADER, errorEnvelope, paymentNotice, paymentNoticeAnswer } from '../../../src/contract';
import type { AppEnv } from '../app-env';
import { applyPaymentNotice, signatureHolds } from '../billing/payment-notice';
import type { RouteDeps } from '../deps';
import { ApiFailure } from '../lib/api-failure';
import { createRouter, errorAnswers, jsonAnswer, jsonBody } from './route-kit';

const signed = (secret: string | null): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!secret) throw new ApiFailure(503, ERROR_CODES.paymentsOff, 'paymentsOff');
  if (!signatureHolds(secret, await c.req.text(), c.req.header(PAYMENT_SIGNATURE_HEADER))) {
    throw new ApiFailure(401, ERROR_CODES.paymentSignature, 'paymentSignature');
  }
  await next();
};

export function paymentNoticeRoutes({ db, now, config }: RouteDeps) {
  const r = createRouter();
  const notice = createRoute({
    method: 'post', path: '/notice', tags: ['billing'], middleware: [signed(config.payments?.secret ?? null)], security: [],
    summary: "The payment provider's notice of a payment, signed: X-Payment-Signature = hex HMAC-SHA256 of the raw body with PAYMENT_SECRET",
    request: { body: jsonBody(paymentNotice) },
    responses: {
      200: jsonAnswer(paymentNoticeAnswer, 'Taken (or the same payment again: nothing more credited)'),
      400: errorAnswers[400],
      401: jsonAnswer(errorEnvelope, 'Missing or wrong signature (040102); nothing changed'),
      404: jsonAnswer(errorEnvelope, 'No such invoice'),
      409: jsonAnswer(errorEnvelope, 'The amount is not the invoice\'s (040905), or the invoice is settled by another payment (040906); nothing changed'),
      503: jsonAnswer(errorEnvelope, 'The server takes no payment notices: PAYMENT_SECRET is not set (050301)'),
    },
  });
  r.openapi(notice, async (c) => {
    const outcome = await applyPaymentNotice(db, c.req.valid('json'), now());
    if (outcome.answer === 'notFound') throw new ApiFailure(404, ERROR_CODES.notFound, 'invoiceNotFound');
    if (outcome.answer === 'conflict') {
      throw outcome.reason === 'amountMismatch'
        ? new ApiFailure(409, ERROR_CODES.paymentAmountMismatch, 'paymentAmountMismatch')
        : new ApiFailure(409, ERROR_CODES.invoiceSettled, 'invoiceSettled');
    }
    return c.json({ invoiceId: outcome.invoice.id, status: outcome.invoice.status }, 200);
  });
  return r;
}
