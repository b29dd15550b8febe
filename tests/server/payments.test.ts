// Payments (docs/decisions/billing.md "Invoices and payments"): outside demo mode nothing but a notice signed
// with PAYMENT_SECRET settles an invoice, replays credit nothing, and the simulator never pays; in demo mode
// the invoice's paymentUrl is a working payment page. The first test is the audit's free money.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesRepo, PAYER_ON_PAGE_MS } from '../../server/src/billing/invoices';
import { ledgerOf } from '../support/ledger-of';
import { signPaymentNotice } from '../../server/src/billing/payment-notice';
import { startSimulator } from '../../server/src/sim/timer';
import { ADMIN_TOKEN } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

const SECRET = 'a-payment-secret-of-at-least-32-characters';
const TEMPLATE = 'https://pay.example.com/checkout?invoice={invoiceId}';

let real: TestApp;
let token: string;
let companyId: number;
let demo: TestApp;
beforeAll(async () => {
  real = await createTestApp({ demo: false, payments: { secret: SECRET, urlTemplate: TEMPLATE } });
  const userId = await real.addAccount('owner@shop.example');
  companyId = ((await real.database.get('SELECT company_id FROM users WHERE id = ?', userId)) as { company_id: number }).company_id;
  token = await real.login('owner@shop.example');
  demo = await createTestApp();
});
afterAll(() => {
  real.close();
  demo.close();
});

const invoiceOf = async (amount: number) => {
  const made = await real.call('POST', '/v1/app/billing/invoices', { token, body: { amount } });
  expect(made.status).toBe(200);
  return made.body as { id: string; status: string; paymentUrl: string | null };
};
const notice = (body: object, signature?: string | null) => {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = signature === null ? {} : { 'X-Payment-Signature': signature ?? signPaymentNotice(SECRET, raw) };
  return real.call('POST', '/v1/payments/notice', { rawBody: raw, headers });
};
const money = () => ledgerOf(real.db).balance(companyId, 'money');
const statusOf = async (id: string) => (await real.call('GET', `/v1/app/billing/invoices/${id}`, { token })).body.status;

describe('outside demo mode', () => {
  it('an invoice of 1,000,000 RUB is never paid by the simulator, and buys nothing', async () => {
    const invoice = await invoiceOf(1_000_000);
    expect(invoice.paymentUrl).toBe(`https://pay.example.com/checkout?invoice=${invoice.id}`);
    const simulator = startSimulator(real.db, real.app.instance, { enabled: true, tickMs: 100, failRate: 0, payments: false });
    await new Promise((resolve) => setTimeout(resolve, 400));
    simulator.stop();
    await invoicesRepo(real.db).advanceDue(real.now() + 3_600_000);
    expect(await statusOf(invoice.id)).toBe('accepted');
    expect(await money()).toBe(0);
    const buy = await real.call('POST', '/v1/app/billing/calculations/purchase', { token, body: { count: 100_000 } });
    expect(buy.status).toBe(402);
  });

  it('a notice without the signature, or with a wrong one, answers 401 and changes nothing', async () => {
    const invoice = await invoiceOf(500);
    const body = { invoiceId: invoice.id, paymentId: randomUUID(), amount: 500, status: 'success' };
    expect((await notice(body, null)).status).toBe(401);
    expect((await notice(body, 'f'.repeat(64))).status).toBe(401);
    expect((await notice(body, signPaymentNotice('another-secret-of-at-least-32-characters', JSON.stringify(body)))).status).toBe(401);
    // Signed for another body: the signature covers every byte.
    expect((await notice(body, signPaymentNotice(SECRET, JSON.stringify({ ...body, amount: 5 })))).status).toBe(401);
    expect((await notice({ nonsense: true }, null)).status).toBe(401);
    expect(await statusOf(invoice.id)).toBe('accepted');
    expect(await money()).toBe(0);
  });

  it('a signed success credits once: the same payment again answers 200 and credits nothing more', async () => {
    const invoice = await invoiceOf(700);
    const before = await money();
    const body = { invoiceId: invoice.id, paymentId: randomUUID(), amount: 700, status: 'success' };
    const first = await notice(body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ invoiceId: invoice.id, status: 'success' });
    expect((await notice(body)).status).toBe(200);
    expect(await money()).toBe(before + 70_000);
    expect(await statusOf(invoice.id)).toBe('success');
    // Another payment for a settled invoice, a contrary word, or this payment id on another invoice: 409.
    expect((await notice({ ...body, paymentId: randomUUID() })).status).toBe(409);
    expect((await notice({ ...body, status: 'fail' })).status).toBe(409);
    const next = await invoiceOf(700);
    expect((await notice({ ...body, invoiceId: next.id })).status).toBe(409);
    expect(await statusOf(next.id)).toBe('accepted');
    expect(await money()).toBe(before + 70_000);
  });

  it('an amount other than the invoice\'s answers 409 and changes nothing; a fail settles it as failed', async () => {
    const invoice = await invoiceOf(300);
    const paymentId = randomUUID();
    expect((await notice({ invoiceId: invoice.id, paymentId, amount: 299.99, status: 'success' })).status).toBe(409);
    expect(await statusOf(invoice.id)).toBe('accepted');
    expect((await notice({ invoiceId: invoice.id, paymentId, amount: 300, status: 'fail' })).status).toBe(200);
    expect(await statusOf(invoice.id)).toBe('fail');
    expect((await notice({ invoiceId: invoice.id, paymentId: randomUUID(), amount: 300, status: 'success' })).status).toBe(409);
    expect((await notice({ invoiceId: randomUUID(), paymentId: randomUUID(), amount: 300, status: 'success' })).status).toBe(404);
  });

  it('concurrent notices of two payments for one invoice settle it once', async () => {
    const invoice = await invoiceOf(900);
    const before = await money();
    const answers = await Promise.all(Array.from({ length: 6 }, () =>
      notice({ invoiceId: invoice.id, paymentId: randomUUID(), amount: 900, status: 'success' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await money()).toBe(before + 90_000);
  });

  it('without PAYMENT_SECRET notices answer 503, and without a template invoices have no paymentUrl', async () => {
    const bare = await createTestApp({ demo: false });
    try {
      await bare.addAccount('bare@shop.example');
      const bareToken = await bare.login('bare@shop.example');
      const made = await bare.call('POST', '/v1/app/billing/invoices', { token: bareToken, body: { amount: 100 } });
      expect(made.body.paymentUrl).toBeNull();
      const raw = JSON.stringify({ invoiceId: made.body.id, paymentId: 'p', amount: 100, status: 'success' });
      const res = await bare.call('POST', '/v1/payments/notice', { rawBody: raw, headers: { 'X-Payment-Signature': signPaymentNotice(SECRET, raw) } });
      expect(res.status).toBe(503);
      expect((await bare.call('GET', `/v1/demo/payments/${made.body.id}`)).status).toBe(404);
    } finally {
      bare.close();
    }
  });
});

describe('in demo mode', () => {
  it('paymentUrl opens a working payment page: Pay settles the invoice once', async () => {
    const made = await demo.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { amount: 1234.5 } });
    expect(made.body.paymentUrl).toBe(`/v1/demo/payments/${made.body.id}`);
    const page = await demo.app.request(made.body.paymentUrl, { headers: { 'Accept-Language': 'en' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toMatch(/RUB\s1,234\.50/);
    expect(html).toContain('<button name="result" value="success">Pay</button>');
    const before = await ledgerOf(demo.db).balance(1, 'money');
    const pay = () => demo.app.request(made.body.paymentUrl, {
      method: 'POST', body: 'result=success', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect((await pay()).status).toBe(303);
    expect((await pay()).status).toBe(303);
    expect(await ledgerOf(demo.db).balance(1, 'money')).toBe(before + 123_450);
    const after = await (await demo.app.request(made.body.paymentUrl, { headers: { 'Accept-Language': 'ru' } })).text();
    expect(after).toContain('Счёт оплачен');
    expect(after).not.toContain('<form');
  });

  it('a payer on the page decides there: the provider does not settle the invoice by itself meanwhile', async () => {
    const invoices = invoicesRepo(demo.db);
    const made = await demo.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { amount: 1500 } });
    expect((await demo.app.request(made.body.paymentUrl)).status).toBe(200);
    await invoices.advanceDue(demo.now() + 60_000);
    await invoices.advanceDue(demo.now() + 60_000);
    expect((await invoices.byId(made.body.id))?.status).toBe('accepted');
    const decline = await demo.app.request(made.body.paymentUrl, {
      method: 'POST', body: 'result=fail', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(decline.status).toBe(303);
    expect((await invoices.byId(made.body.id))?.status).toBe('fail');
    // A payer who leaves the page without a word: the provider moves the payment on after a while.
    const left = await demo.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { amount: 1500 } });
    await demo.app.request(left.body.paymentUrl);
    for (let i = 0; i < 2; i++) await invoices.advanceDue(demo.now() + PAYER_ON_PAGE_MS + 60_000 * (i + 1));
    expect((await invoices.byId(left.body.id))?.status).toBe('success');
  });
});
