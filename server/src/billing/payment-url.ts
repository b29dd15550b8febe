// Where the payer of an invoice pays (docs/decisions/billing.md "Invoices and payments"): in demo mode the demo
// payment page of this server; outside it the real provider's page from PAYMENT_URL_TEMPLATE, or none. Kept on
// the invoice when it is made, so every way of reading it (GET, lists, sync pages) answers the same address.
import type { ServerConfig } from '../deps';

export const DEMO_PAYMENT_PAGE = '/v1/demo/payments';

export function paymentUrlFor(config: Pick<ServerConfig, 'demo' | 'payments'>): (invoiceId: string) => string | null {
  if (config.demo) return (id) => `${DEMO_PAYMENT_PAGE}/${encodeURIComponent(id)}`;
  const template = config.payments?.urlTemplate;
  return template ? (id) => template.replaceAll('{invoiceId}', encodeURIComponent(id)) : () => null;
}
