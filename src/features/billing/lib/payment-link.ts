// Where the console sends a payer: an invoice's paymentUrl may be relative to the API host (the demo payment
// page), which is not always the console's own host (docs/decisions/billing.md "Invoices and payments").
export function paymentHref(paymentUrl: string | null, apiBase: string, consoleOrigin: string): string | null {
  if (!paymentUrl) return null;
  try {
    const url = new URL(paymentUrl, new URL(apiBase || '/', consoleOrigin));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
