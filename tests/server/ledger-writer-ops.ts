// The operations a ledger writer thread runs (ledger-writer.mjs): charges, refunds, top-ups, purchases and
// calculations on a shared file, through the server's own billing modules. Answers what happened to each.
import Database from 'better-sqlite3';
import { calculationUnits } from '../../server/src/billing/calculation-units';
import { invoicesRepo } from '../../server/src/billing/invoices';
import { orderCharges } from '../../server/src/billing/order-charges';
import { ApiFailure } from '../../server/src/lib/api-failure';

export type MoneyOp =
  | { kind: 'charge'; companyId: number; orderId: string; kopecks: number }
  | { kind: 'refund'; companyId: number; orderId: string }
  | { kind: 'topup'; invoiceId: string }
  | { kind: 'buy'; companyId: number; count: number }
  | { kind: 'spend'; companyId: number };

const isBusy = (error: unknown) => /^SQLITE_BUSY/.test(String((error as { code?: string }).code));

export async function run({ file, ops }: { file: string; ops: MoneyOp[] }): Promise<{ refused: number; retries: number }> {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const charges = orderCharges(db);
  const invoices = invoicesRepo(db);
  const units = calculationUnits(db);
  let refused = 0;
  let retries = 0;
  for (const op of ops) {
    const apply = db.transaction(() => {
      if (op.kind === 'charge') charges.charge({ id: op.orderId, company_id: op.companyId, charge_kopecks: op.kopecks, client_number: op.orderId }, Date.now());
      else if (op.kind === 'refund') charges.refund({ id: op.orderId, company_id: op.companyId, client_number: op.orderId }, Date.now());
      else if (op.kind === 'topup') invoices.settle(op.invoiceId, 'success', Date.now());
      else if (op.kind === 'buy') units.buy(op.companyId, op.count, Date.now());
      else units.spend(op.companyId, Date.now());
    });
    for (;;) {
      try {
        apply();
        break;
      } catch (error) {
        if (error instanceof ApiFailure) {
          refused++;
          break;
        }
        if (!isBusy(error)) throw error;
        retries++;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      }
    }
  }
  db.close();
  return { refused, retries };
}
