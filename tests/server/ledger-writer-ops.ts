// The operations a ledger writer thread runs (ledger-writer.mjs): charges, refunds, top-ups, purchases and
// calculations on a shared file, through the server's own billing modules. Answers what happened to each.
import Database from 'better-sqlite3';
import { buyUnits, spendUnit } from '../../server/src/billing/calculation-units';
import { invoicesRepo } from '../../server/src/billing/invoices';
import { chargeOrder, refundOrder } from '../../server/src/billing/order-charges';
import { overSqlite } from '../../server/src/db/sql/open-sql-db';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { commitVersion, type Stamp } from '../../server/src/db/sql/versions';
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
  const layer = overSqlite(db);
  const invoices = invoicesRepo(layer);
  /** A step of the ledger in a transaction of its own, stamped as the server's callers stamp it. */
  const alone = (step: (tx: SqlDb) => Promise<Stamp[]>) => layer.tx(async (tx) => {
    const stamps = await step(tx);
    if (stamps.length) await commitVersion(tx, stamps);
  });
  let refused = 0;
  let retries = 0;
  for (const op of ops) {
    const apply = async () => {
      if (op.kind === 'charge') await alone((tx) => chargeOrder(tx, { id: op.orderId, company_id: op.companyId, charge_kopecks: op.kopecks, client_number: op.orderId }, Date.now()));
      else if (op.kind === 'refund') await alone((tx) => refundOrder(tx, { id: op.orderId, company_id: op.companyId, client_number: op.orderId }, Date.now()));
      else if (op.kind === 'topup') await invoices.settle(op.invoiceId, 'success', Date.now());
      else if (op.kind === 'buy') await buyUnits(layer, op.companyId, op.count, Date.now());
      else await alone(async (tx) => [await spendUnit(tx, op.companyId, Date.now())]);
    };
    for (;;) {
      try {
        await apply();
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
  await layer.close();
  return { refused, retries };
}
