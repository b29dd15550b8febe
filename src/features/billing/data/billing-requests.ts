// The billing calls that need the network (docs/decisions/billing.md): a top-up invoice, its status, and the
// purchase of calculation units. Each success asks the sync to pull, so the local ledger shows the change.
import { apiRequest } from '../../../api/client';
import { calculationsPurchaseAnswer, invoice, type Invoice } from '../../../contract';
import { pullNow } from '../../../sync/sync-control';
import { API_PATHS } from '../../../contract/api-paths';

export async function createInvoice(id: string, amount: number): Promise<Invoice> {
  const made = invoice.parse(await apiRequest<unknown>(API_PATHS.invoices.build({}), { method: 'POST', body: { id, amount } }));
  pullNow();
  return made;
}

/** Quiet: the status page polls and says itself when it cannot reach the server. */
export async function readInvoice(id: string): Promise<Invoice> {
  return invoice.parse(await apiRequest<unknown>(API_PATHS.invoice.build({ id }), { quiet: true }));
}

export async function buyCalculations(count: number): Promise<void> {
  calculationsPurchaseAnswer.parse(await apiRequest<unknown>(API_PATHS.calculationsPurchase.build({}), { method: 'POST', body: { count } }));
  pullNow();
}
