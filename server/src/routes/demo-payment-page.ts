// GET|POST /v1/demo/payments/{id}: the demo payment provider's page, an invoice's paymentUrl in demo mode
// (mounted nowhere else, so 404 outside it; docs/decisions/billing.md "Invoices and payments"). Like a real
// provider's page it is opened by address, without the console's token: it shows the amount and settles the
// invoice when the payer presses Pay or Decline (billing/invoices.ts: once, and never again after); while the
// payer is on it, the simulated provider does not settle the invoice by itself (payerOpened). A plain
// form and no script, under a policy of its own (pagePolicy): nothing but this page's inline styles and its
// own form's target.
import type { Hono, MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import { invoicesRepo, type InvoiceRow } from '../billing/invoices';
import { DEMO_PAYMENT_PAGE } from '../billing/payment-url';
import type { Deps } from '../deps';
import type { Lang } from '../lib/texts';
import { toRoubles } from '../pricing/money';

export const isDemoPaymentPage = (path: string): boolean => path.startsWith(`${DEMO_PAYMENT_PAGE}/`);

export const demoPaymentPageHeaders = (): MiddlewareHandler =>
  secureHeaders({
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    contentSecurityPolicy: {
      defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], formAction: ["'self'"], baseUri: ["'none'"], frameAncestors: ["'none'"],
    },
  });

const WORDS = {
  ru: {
    title: 'Оплата счёта', demo: 'Демонстрационная платёжная страница: деньги не списываются.', amount: 'Сумма',
    pay: 'Оплатить', decline: 'Отклонить', paid: 'Счёт оплачен', failed: 'Платёж отклонён', open: 'Ожидает оплаты',
    back: 'Вернуться к счёту', missing: 'Счёт не найден',
  },
  en: {
    title: 'Invoice payment', demo: 'A demo payment page: no money is taken.', amount: 'Amount',
    pay: 'Pay', decline: 'Decline', paid: 'The invoice is paid', failed: 'The payment was declined', open: 'Awaiting payment',
    back: 'Back to the invoice', missing: 'Invoice not found',
  },
} as const;

const money = (kopecks: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', { style: 'currency', currency: 'RUB' }).format(toRoubles(kopecks));

function page(lang: Lang, invoice: InvoiceRow | null) {
  const w = WORDS[lang];
  const open = invoice?.status === 'accepted' || invoice?.status === 'processing';
  const state = !invoice ? w.missing : invoice.status === 'success' ? w.paid : invoice.status === 'fail' ? w.failed : w.open;
  return html`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${w.title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111}
button{font:inherit;min-height:44px;padding:0 1.25rem;margin-right:.5rem;border-radius:6px;border:1px solid #555;background:#fff}
button[value=success]{background:#1d4ed8;color:#fff;border-color:#1d4ed8}p.note{color:#444}a{color:#1d4ed8}</style></head>
<body><main><h1>${w.title}</h1><p class="note">${w.demo}</p>
${invoice ? html`<p>${w.amount}: <strong>${money(invoice.amount, lang)}</strong></p>` : ''}
<p role="status">${state}</p>
${open ? html`<form method="post"><button name="result" value="success">${w.pay}</button><button name="result" value="fail">${w.decline}</button></form>` : ''}
${invoice ? html`<p><a href="/invoices/${invoice.id}/status">${w.back}</a></p>` : ''}
</main></body></html>`;
}

export function mountDemoPaymentPage(app: Hono<AppEnv>, { db, now }: Pick<Deps, 'db' | 'now'>): void {
  const invoices = invoicesRepo(db);
  const path = `${DEMO_PAYMENT_PAGE}/:id{[^/]{1,100}}`;
  app.get(path, async (c) => {
    const id = c.req.param('id');
    await invoices.payerOpened(id, now());
    const invoice = await invoices.byId(id);
    c.header('Cache-Control', 'no-store');
    return c.html(page(c.get('lang'), invoice), invoice ? 200 : 404);
  });
  app.post(path, async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const result = form.result === 'success' || form.result === 'fail' ? form.result : null;
    if (result && (await invoices.byId(id))) await invoices.settle(id, result, now());
    c.header('Cache-Control', 'no-store');
    // Post/redirect/get: a reload of the result does not post again.
    return c.redirect(`${DEMO_PAYMENT_PAGE}/${encodeURIComponent(id)}`, 303);
  });
}
