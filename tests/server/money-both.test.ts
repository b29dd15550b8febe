// What moves money, raced on SQLite and on PostgreSQL (docs/decisions/database.md, "Rules a second writer
// imposes"): each attack is a shop (or two server instances) sending the same call several times at once, hoping
// to be credited twice or charged never. An invoice is paid once whatever the notices; an order is charged once
// and refunded once, however steps and cancels interleave; a calculation unit is spent only while one is left;
// one id makes one order; one due step is taken once by two simulator ticks.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyUnits } from '../../server/src/billing/calculation-units';
import { invoicesRepo } from '../../server/src/billing/invoices';
import { balanceOf } from '../../server/src/billing/ledger';
import { applyPaymentNotice } from '../../server/src/billing/payment-notice';
import { createCompany } from '../../server/src/db/repos/companies';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { ApiFailure } from '../../server/src/lib/api-failure';
import { cancelOrder } from '../../server/src/orders/cancel-order';
import { createOrder } from '../../server/src/orders/create-order';
import type { OrderCall } from '../../server/src/orders/order-call';
import { spendAndRecord } from '../../server/src/pricing/calculation-log';
import { applyDue, forceStep } from '../../server/src/sim/apply-due';
import { DATABASES, openMigrated, stopCluster } from '../support/both-databases';
import { addCdekTariff } from '../support/orders-both';
import { plainOrderBody } from './order-fixtures';

afterAll(stopCluster);

const NOW = Date.UTC(2026, 10, 29, 12);
/** Just after a new order's upload is due (3 s, give or take 40%), long before its next step (20 s, the same). */
const RUN = { now: NOW + 6_000, failRate: 0, tracingId: null };
/** Emptied before each test: on PostgreSQL the file's tests share one database. */
const TABLES = [
  'order_logs', 'order_status_history', 'orders', 'order_ids', 'order_numbers', 'calculation_prices', 'calculations',
  'billing_operations', 'account_balances', 'invoices', 'tombstones', 'users', 'tariffs', 'providers', 'companies',
];

/** The pool opens connections as asked; opened beforehand, racing transactions run at once. */
const warmConnections = (db: SqlDb, count: number) =>
  Promise.all(Array.from({ length: count }, () => db.tx((tx) => tx.get(sql`SELECT 1 AS one`))));

/** A refusal the API answers as a 4xx, or the thrown error itself. */
const answerOf = async <T>(call: Promise<T>): Promise<T | number> => {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiFailure) return error.status;
    throw error;
  }
};

/** The company's operations of one account, oldest first. */
const operations = (db: SqlDb, companyId: number, account: string) => db.all(sql<{ type: string; amount: number; balance_after: number; order_id: string | null }>`
  SELECT type, amount, balance_after, order_id FROM billing_operations WHERE company_id = ${companyId} AND account = ${account} ORDER BY seq`);

/** Every balance is the sum of its operations, each balance_after continuing the one before. */
async function expectLedgerHolds(db: SqlDb, companyId: number) {
  for (const account of ['money', 'calculations']) {
    let sum = 0;
    for (const op of await operations(db, companyId, account)) {
      sum += op.amount;
      expect(op.balance_after).toBe(sum);
    }
    expect(await balanceOf(db, companyId, account as 'money')).toBe(sum);
  }
}

describe.each(DATABASES)('money on %s', (name) => {
  let db: SqlDb;
  let tariffId: number;

  beforeAll(async () => {
    db = await openMigrated(name);
    await warmConnections(db, 8);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    for (const table of TABLES) await db.run(sql`DELETE FROM ${sql.table(table)}`);
    tariffId = await addCdekTariff(db);
  });

  const callOf = (companyId: number, now = NOW): OrderCall => ({
    db, companyId, userId: 0, lang: 'ru', tracingId: 'money-both', url: '/v1/app/orders', now,
  });
  const body = (id: string, clientNumber = `N-${id}`) => plainOrderBody({ id, clientNumber, providerKey: 'cdek', tariffId, deliveryType: 1 });

  it('pays an invoice once, however many notices for it arrive at once', async () => {
    const companyId = await createCompany(db, 'Магазин', NOW);
    const invoices = invoicesRepo(db);
    await invoices.create({ id: 'inv-1', companyId, kopecks: 150_000, at: NOW, paymentUrl: null, settlesItself: false });
    // The same payment's notice repeated, and notices of other payments of the same amount, all at once.
    const notices = Array.from({ length: 8 }, (_, i) => ({ invoiceId: 'inv-1', amount: 1500, status: 'success' as const, paymentId: `pay-${i % 3}` }));
    const answers = await Promise.all(notices.map((n) => applyPaymentNotice(db, n, NOW)));
    const settledBy = (await invoices.byId('inv-1'))!.payment_id;
    for (const [i, answer] of answers.entries()) {
      expect(answer.answer).toBe(notices[i]!.paymentId === settledBy ? 'ok' : 'conflict');
    }
    // And the demo page's button pressed at the same moment: nothing more either.
    await Promise.all([invoices.settle('inv-1', 'success', NOW), invoices.settle('inv-1', 'success', NOW)]);
    const topups = (await operations(db, companyId, 'money')).filter((op) => op.type === 'topup');
    expect(topups).toEqual([expect.objectContaining({ amount: 150_000 })]);
    expect(await balanceOf(db, companyId, 'money')).toBe(150_000);
    await expectLedgerHolds(db, companyId);
  });

  it('charges an order once and refunds it once, whatever the order of racing steps and cancels', async () => {
    const companyId = await createCompany(db, 'Магазин', NOW, { moneyKopecks: 1_000_000 });
    for (let round = 0; round < 6; round++) {
      const id = `order-${round}`;
      await createOrder(callOf(companyId), body(id));
      const cancel = () => answerOf(cancelOrder(callOf(companyId, RUN.now), id));
      const step = () => answerOf(applyDue(db, RUN, { ids: [id] }));
      const racers = round % 2 ? [step, cancel, step, cancel] : [cancel, step, cancel, step];
      const answers = await Promise.all(racers.map((race) => race()));
      // One cancel went through; the other found it cancelled (409 040081), never a 500.
      expect(answers.filter((a) => a === 409)).toHaveLength(1);
      const ops = (await operations(db, companyId, 'money')).filter((op) => op.order_id === id);
      const charges = ops.filter((op) => op.type === 'orderCharge');
      const refunds = ops.filter((op) => op.type === 'orderRefund');
      expect(charges.length).toBeLessThanOrEqual(1);
      expect(refunds).toHaveLength(charges.length);
      if (charges.length) expect(refunds[0]!.amount).toBe(-charges[0]!.amount);
      const order = await db.get(sql<{ status_key: string; next_step_at: number | null }>`SELECT status_key, next_step_at FROM orders WHERE id = ${id}`);
      expect(order).toEqual({ status_key: 'deliveryCanceled', next_step_at: null });
    }
    expect(await balanceOf(db, companyId, 'money')).toBe(1_000_000);
    await expectLedgerHolds(db, companyId);
  });

  it('spends calculation units only while one is left, and buys them only with money that covers them', async () => {
    const companyId = await createCompany(db, 'Магазин', NOW, { calculations: 3, moneyKopecks: 120 });
    const request = { from: { city: 'Москва' }, to: { city: 'Казань' }, places: [{ weight: 1000 }], assessedCost: 0, codCost: 0, includeFees: false, skipTariffRules: false };
    const calls = await Promise.all(Array.from({ length: 8 }, () => answerOf(spendAndRecord(db, { companyId, userId: 0 }, request, NOW, []))));
    expect(calls.filter((a) => a === 402)).toHaveLength(5);
    expect(await balanceOf(db, companyId, 'calculations')).toBe(0);
    const recorded = await db.get(sql<{ n: number }>`SELECT count(*) AS n FROM calculations WHERE company_id = ${companyId}`);
    expect(Number(recorded!.n)).toBe(3);
    // 1.20 RUB covers two units of 0.50, once: of four purchases of two, one goes through.
    const purchases = await Promise.all(Array.from({ length: 4 }, () => answerOf(buyUnits(db, companyId, 2, NOW))));
    expect(purchases.filter((a) => a === 402)).toHaveLength(3);
    expect(await balanceOf(db, companyId, 'money')).toBe(20);
    expect(await balanceOf(db, companyId, 'calculations')).toBe(2);
    await expectLedgerHolds(db, companyId);
  });

  it('makes one order of two creates of one id, and refuses a second company the id', async () => {
    const [first, second] = [await createCompany(db, 'Первый', NOW), await createCompany(db, 'Второй', NOW)];
    const made = await Promise.all([createOrder(callOf(first), body('same')), createOrder(callOf(first), body('same'))]);
    expect(made.map((m) => m.created).sort()).toEqual([false, true]);
    expect(made[0]!.row.number).toBe(made[1]!.row.number);
    const raced = await Promise.all([answerOf(createOrder(callOf(first), body('contested'))), answerOf(createOrder(callOf(second), body('contested')))]);
    expect(raced.filter((a) => a === 409)).toHaveLength(1);
    const orders = await db.all(sql<{ id: string; number: string }>`SELECT id, number FROM orders ORDER BY number`);
    expect(orders.map((o) => o.id).sort()).toEqual(['contested', 'same']);
    // Numbers per company, none taken twice by the racing creates.
    const numbers = await Promise.all(Array.from({ length: 5 }, (_, i) => createOrder(callOf(first), body(`n${i}`))));
    expect(new Set(numbers.map((n) => n.row.number)).size).toBe(5);
    const history = await db.get(sql<{ n: number }>`SELECT count(*) AS n FROM order_status_history WHERE order_id = 'same'`);
    expect(Number(history!.n)).toBe(1);
  });

  it('takes a due step once when two simulator ticks (two instances) run at once', async () => {
    const companyId = await createCompany(db, 'Магазин', NOW, { moneyKopecks: 1_000_000 });
    await createOrder(callOf(companyId), body('ticked'));
    const steps = await Promise.all([applyDue(db, RUN), applyDue(db, RUN), applyDue(db, RUN, { ids: ['ticked'] })]);
    expect(steps.reduce((a, b) => a + b, 0)).toBe(1);
    const forced = await Promise.all([forceStep(db, RUN, companyId), forceStep(db, RUN, companyId)]);
    expect(forced.reduce((a, b) => a + b, 0)).toBe(1);
    const row = await db.get(sql<{ sim_step: number; status_key: string }>`SELECT sim_step, status_key FROM orders WHERE id = 'ticked'`);
    expect(Number(row!.sim_step)).toBe(2);
    const history = await db.all(sql<{ status_key: string }>`SELECT status_key FROM order_status_history WHERE order_id = 'ticked' ORDER BY id`);
    expect(history).toHaveLength(3);
    const charges = (await operations(db, companyId, 'money')).filter((op) => op.type === 'orderCharge');
    expect(charges).toHaveLength(1);
    await expectLedgerHolds(db, companyId);
  });
});
