// The ledger with several writers at once (docs/decisions/billing.md "Several writers"): random charges,
// refunds, top-ups, purchases and calculations, split over four threads with a connection each to one file.
// Whatever the interleaving: every balance is the sum of its account's operations and each operation's
// balance_after continues the one before; an order is charged at most once and refunded at most what was
// charged; an invoice credits once; a covered debit never takes its account below zero.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesRepo } from '../../server/src/billing/invoices';
import { openDb, type Db } from '../../server/src/db/open';
import { createCompany } from '../../server/src/db/repos/companies';
import { layerOf } from '../../server/src/db/sql/layer-of';
import type { MoneyOp } from './ledger-writer-ops';

const WRITERS = 4;
const ORDERS = ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'];

let dir: string;
let writers: Worker[];
const answer = <T>(worker: Worker) => new Promise<T>((resolve, reject) => {
  worker.once('message', resolve);
  worker.once('error', reject);
});
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'parcel-ledger-'));
  writers = Array.from({ length: WRITERS }, () => new Worker(new URL('./ledger-writer.mjs', import.meta.url)));
  await Promise.all(writers.map((w) => answer(w)));
}, 60_000);
afterAll(async () => {
  await Promise.all(writers.map((w) => w.terminate()));
  rmSync(dir, { recursive: true, force: true });
});

const write = (worker: Worker, file: string, ops: MoneyOp[]) => {
  const done = answer<{ refused: number; retries: number }>(worker);
  worker.postMessage({ file, ops });
  return done;
};

type Row = { company_id: number; account: string; type: string; amount: number; balance_after: number; order_id: string | null; invoice_id: string | null };

function checkLedger(db: Db, invoiceAmounts: Map<string, number>) {
  const rows = db.prepare('SELECT * FROM billing_operations ORDER BY seq').all() as Row[];
  const sums = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.company_id}/${row.account}`;
    const sum = (sums.get(key) ?? 0) + row.amount;
    sums.set(key, sum);
    expect(row.balance_after, `${key} ${row.type}`).toBe(sum);
    if (row.type === 'calculation' || row.type === 'calculationsPurchase') expect(row.balance_after).toBeGreaterThanOrEqual(0);
  }
  const balances = db.prepare('SELECT company_id, account, balance FROM account_balances').all() as Array<{ company_id: number; account: string; balance: number }>;
  for (const b of balances) expect(b.balance).toBe(sums.get(`${b.company_id}/${b.account}`) ?? 0);
  for (const [key, sum] of sums) expect(balances.find((b) => `${b.company_id}/${b.account}` === key)?.balance).toBe(sum);

  const byOrder = new Map<string, Row[]>();
  for (const row of rows.filter((r) => r.order_id)) byOrder.set(`${row.company_id}/${row.order_id}`, [...(byOrder.get(`${row.company_id}/${row.order_id}`) ?? []), row]);
  for (const ops of byOrder.values()) {
    const charges = ops.filter((r) => r.type === 'orderCharge');
    const refunds = ops.filter((r) => r.type === 'orderRefund');
    expect(charges.length).toBeLessThanOrEqual(1);
    expect(refunds.length).toBeLessThanOrEqual(1);
    if (refunds.length) expect(refunds[0]!.amount).toBe(-charges[0]!.amount);
  }
  const topups = rows.filter((r) => r.type === 'topup');
  expect(new Set(topups.map((r) => r.invoice_id)).size).toBe(topups.length);
  for (const topup of topups) expect(topup.amount).toBe(invoiceAmounts.get(topup.invoice_id!));
}

const opArb = (invoices: string[]) => fc.oneof(
  fc.record({ kind: fc.constant('charge' as const), companyId: fc.constantFrom(1, 2), orderId: fc.constantFrom(...ORDERS), kopecks: fc.integer({ min: 1, max: 90_000 }) }),
  fc.record({ kind: fc.constant('refund' as const), companyId: fc.constantFrom(1, 2), orderId: fc.constantFrom(...ORDERS) }),
  fc.record({ kind: fc.constant('topup' as const), invoiceId: fc.constantFrom(...invoices) }),
  fc.record({ kind: fc.constant('buy' as const), companyId: fc.constantFrom(1, 2), count: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('spend' as const), companyId: fc.constantFrom(1, 2) }),
);

describe('the ledger with four writers on one database', () => {
  it('keeps every balance the sum of its operations, one charge and one refund per order, one top-up per invoice', async () => {
    let run = 0;
    await fc.assert(fc.asyncProperty(fc.integer({ min: 0, max: 2 ** 30 }), async (seed) => {
      const file = join(dir, `ledger-${run++}.sqlite`);
      const db = openDb(file);
      try {
        const companies = [await createCompany(layerOf(db), 'A', Date.now()), await createCompany(layerOf(db), 'B', Date.now())];
        expect(companies).toEqual([1, 2]);
        const invoiceAmounts = new Map<string, number>();
        for (let i = 0; i < 6; i++) {
          const id = randomUUID();
          const kopecks = 10_000 * (i + 1);
          await invoicesRepo(layerOf(db)).create({ id, companyId: 1 + (i % 2), kopecks, at: Date.now(), paymentUrl: null, settlesItself: false });
          invoiceAmounts.set(id, kopecks);
        }
        const ops = fc.sample(fc.array(opArb([...invoiceAmounts.keys()]), { minLength: 200, maxLength: 400 }), { seed, numRuns: 1 })[0]!;
        const shares = Array.from({ length: WRITERS }, (_, w) => ops.filter((_op, i) => i % WRITERS === w));
        await Promise.all(shares.map((share, w) => write(writers[w]!, file, share)));
        checkLedger(db, invoiceAmounts);
      } finally {
        db.close();
      }
    }), { numRuns: 8 });
  }, 120_000);
});
