// Billing (docs/decisions/billing.md): the ledger (balances are its sums), top-up invoices settled once however
// often the payment provider says so, orders charged when the service accepts them and refunded exactly that
// when cancelled, calculation units bought with money, and one company never seeing another's money.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../server/src/billing/ledger';
import { ledgerOf } from '../support/ledger-of';
import { invoicesRepo, PAYMENT_PROCESSING_AFTER_MS, PAYMENT_SETTLES_AFTER_MS } from '../../server/src/billing/invoices';
import { ADMIN_TOKEN, createOrder, orderBody, tick } from './order-fixtures';
import { OPERATOR, OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
  operator = await t.login(OPERATOR);
});
afterAll(() => t.close());

const get = (path: string, token = ADMIN_TOKEN) => t.call('GET', path, { token });
const post = (path: string, body: object, token = ADMIN_TOKEN) => t.call('POST', path, { token, body });
const accounts = async (token = ADMIN_TOKEN) => (await get('/v1/app/billing/accounts', token)).body;
const operations = async (query = '', token = ADMIN_TOKEN) => (await get(`/v1/app/billing/operations?limit=1000${query}`, token)).body;

describe('the ledger', () => {
  it('after 1,000 random operations every balance is the sum of its account\'s operations, row by row', async () => {
    const ledger = ledgerOf(t.db);
    const companies = [1, 2];
    const accountsOf: Account[] = ['money', 'calculations'];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 1000; i++) {
      const companyId = companies[Math.floor(random() * 2)]!;
      const account = accountsOf[Math.floor(random() * 2)]!;
      const amount = Math.round((random() - 0.45) * (account === 'money' ? 1_000_000 : 500));
      await ledger.post({ companyId, account, type: account === 'money' ? 'topup' : 'calculation', amount, at: t.now() });
    }
    for (const companyId of companies) {
      for (const account of accountsOf) {
        const rows = (await t.database.all('SELECT amount, balance_after FROM billing_operations WHERE company_id = ? AND account = ? ORDER BY seq', companyId, account)) as Array<{ amount: number; balance_after: number }>;
        let sum = 0;
        for (const row of rows) {
          sum += row.amount;
          expect(row.balance_after).toBe(sum);
        }
        expect(await ledger.balance(companyId, account)).toBe(sum);
      }
    }
  });

  it('the accounts call answers the ledger\'s balances, money in roubles with kopecks', async () => {
    const ledger = ledgerOf(t.db);
    const answer = await accounts();
    expect(answer.money).toEqual({ balance: (await ledger.balance(1, 'money')) / 100, currency: 'RUB' });
    expect(answer.calculations).toEqual({ balance: await ledger.balance(1, 'calculations'), price: 0.5 });
    const stats = (await get('/v1/app/user/1/stats')).body;
    expect(stats).toMatchObject({ balanceMoney: answer.money.balance, calculations: answer.calculations.balance });
  });
});

describe('top-up invoices', () => {
  it('a success credits the money account once, however often the payment provider says so', async () => {
    const before = (await accounts()).money.balance;
    const made = await post('/v1/app/billing/invoices', { amount: 1000 });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ amount: 1000, status: 'accepted', failReason: null });
    const paid = await post(`/v1/demo/invoices/${made.body.id}/pay`, { result: 'success' });
    expect(paid.body.status).toBe('success');
    await post(`/v1/demo/invoices/${made.body.id}/pay`, { result: 'success' });
    await post(`/v1/demo/invoices/${made.body.id}/pay`, { result: 'fail' });
    await invoicesRepo(t.db).settle(made.body.id, 'success', t.now());
    expect((await get(`/v1/app/billing/invoices/${made.body.id}`)).body.status).toBe('success');
    expect((await accounts()).money.balance).toBeCloseTo(before + 1000, 2);
    const topups = (await operations(`&account=money&filter=invoiceId=${made.body.id}`)).items;
    expect(topups).toHaveLength(1);
    expect(topups[0]).toMatchObject({ type: 'topup', amount: 1000, account: 'money' });
    expect(topups[0].balanceAfter).toBeCloseTo(before + 1000, 2);
  });

  it('the payment provider moves an invoice on by itself: accepted, processing, success', async () => {
    const made = (await post('/v1/app/billing/invoices', { amount: 250.5 })).body;
    const invoices = invoicesRepo(t.db);
    t.advance(PAYMENT_PROCESSING_AFTER_MS);
    await invoices.advanceDue(t.now());
    expect((await get(`/v1/app/billing/invoices/${made.id}`)).body.status).toBe('processing');
    t.advance(PAYMENT_SETTLES_AFTER_MS);
    await invoices.advanceDue(t.now());
    await invoices.advanceDue(t.now());
    const settled = (await get(`/v1/app/billing/invoices/${made.id}`)).body;
    expect(settled.status).toBe('success');
    expect(settled.version).toBeGreaterThan(made.version);
    expect((await operations(`&filter=invoiceId=${made.id}`)).total).toBe(1);
  });

  it('a failed payment credits nothing and says why; a repeated create with one id makes one invoice', async () => {
    const id = randomUUID();
    const before = (await accounts()).money.balance;
    const made = (await post('/v1/app/billing/invoices', { id, amount: 500 })).body;
    expect((await post('/v1/app/billing/invoices', { id, amount: 500 })).body.id).toBe(made.id);
    const failed = (await post(`/v1/demo/invoices/${id}/pay`, { result: 'fail' })).body;
    expect(failed).toMatchObject({ status: 'fail', failReason: 'Платёж отклонён платёжной системой' });
    await post(`/v1/demo/invoices/${id}/pay`, { result: 'success' });
    expect((await accounts()).money.balance).toBe(before);
    expect((await get('/v1/app/billing/invoices?limit=100')).body.items.filter((i: { id: string }) => i.id === id)).toHaveLength(1);
  });

  it('refuses amounts out of bounds or with more than two decimals', async () => {
    for (const amount of [99.99, 1_000_000.01, 100.001, -5, 'a']) {
      expect((await post('/v1/app/billing/invoices', { amount })).status).toBe(400);
    }
  });
});

describe('orders on the money account', () => {
  it('is charged when the service accepts it and a cancel refunds exactly that charge, once', async () => {
    const o = await createOrder(t, orderBody(t));
    expect((await operations(`&filter=orderId=${o.id}`)).total).toBe(0);
    await tick(t);
    const [charge] = (await operations(`&filter=orderId=${o.id}`)).items;
    expect(charge).toMatchObject({ type: 'orderCharge', orderId: o.id });
    expect(charge.amount).toBeLessThan(0);
    const cost = o.cost as { deliveryCost: number; insuranceFee: number; cashServiceFee: number };
    expect(-charge.amount).toBeCloseTo(cost.deliveryCost + cost.insuranceFee + cost.cashServiceFee, 2);
    const beforeCancel = await ledgerOf(t.db).balance(1, 'money');
    await t.call('POST', `/v1/app/orders/${o.id}/cancel`, { token: ADMIN_TOKEN });
    await t.call('POST', `/v1/app/orders/${o.id}/cancel`, { token: ADMIN_TOKEN });
    expect(await ledgerOf(t.db).balance(1, 'money')).toBe(beforeCancel - Math.round(charge.amount * 100));
    const rows = (await operations(`&filter=orderId=${o.id}`)).items;
    expect(rows.map((r: { type: string }) => r.type)).toEqual(['orderRefund', 'orderCharge']);
    expect(rows[0].amount).toBe(-charge.amount);
  });

  it('an order cancelled before the service had it was never charged and is not refunded', async () => {
    const o = await createOrder(t, orderBody(t));
    await t.call('POST', `/v1/app/orders/${o.id}/cancel`, { token: ADMIN_TOKEN });
    await tick(t);
    expect((await operations(`&filter=orderId=${o.id}`)).total).toBe(0);
  });
});

describe('calculation units', () => {
  it('are bought with money: the money debited, the units credited; 402 060002 when money is short', async () => {
    const before = await accounts();
    const bought = await post('/v1/app/billing/calculations/purchase', { count: 200 });
    expect(bought.status).toBe(200);
    expect(bought.body.money).toMatchObject({ type: 'calculationsPurchase', account: 'money', amount: -100 });
    expect(bought.body.calculations).toMatchObject({ type: 'calculationsPurchase', account: 'calculations', amount: 200 });
    const after = await accounts();
    expect(after.calculations.balance).toBe(before.calculations.balance + 200);
    expect(after.money.balance).toBeCloseTo(before.money.balance - 100, 2);

    const ledger = ledgerOf(t.db);
    await ledger.post({ companyId: 2, account: 'money', type: 'orderCharge', amount: -(await ledger.balance(2, 'money')) + 3000, at: t.now() });
    const short = await post('/v1/app/billing/calculations/purchase', { count: 61 }, other);
    expect(short.status).toBe(402);
    expect(short.body.code).toBe('060002');
    expect(await ledger.balance(2, 'money')).toBe(3000);
    expect((await post('/v1/app/billing/calculations/purchase', { count: 60 }, other)).status).toBe(200);
    expect(await ledger.balance(2, 'money')).toBe(0);
  });

  it('a calculation spends one unit, recorded on the calculation account', async () => {
    const before = (await accounts()).calculations.balance;
    const calc = await post('/v1/app/calculator', { from: { city: 'Москва' }, to: { city: 'Казань' }, places: [{ weight: 1000 }] });
    expect(calc.status).toBe(200);
    expect((await accounts()).calculations.balance).toBe(before - 1);
    const [newest] = (await operations('&account=calculations')).items;
    expect(newest).toMatchObject({ type: 'calculation', amount: -1, balanceAfter: before - 1 });
  });
});

describe('who sees what', () => {
  it('another company\'s invoices and operations are never visible, nor payable', async () => {
    const mine = (await post('/v1/app/billing/invoices', { amount: 300 })).body;
    expect((await get(`/v1/app/billing/invoices/${mine.id}`, other)).status).toBe(403);
    expect((await post(`/v1/demo/invoices/${mine.id}/pay`, { result: 'success' }, other)).status).toBe(403);
    // Its id is taken, as an order id is: 409, and nothing about the invoice (tests/server/money-visibility.test.ts).
    expect((await post('/v1/app/billing/invoices', { id: mine.id, amount: 300 }, other)).status).toBe(409);
    const theirs = await operations('', other);
    const myIds = new Set((await operations()).items.map((o: { id: string }) => o.id));
    expect(theirs.items.some((o: { id: string }) => myIds.has(o.id))).toBe(false);
    expect((await get('/v1/app/billing/invoices?limit=100', other)).body.items.some((i: { id: string }) => i.id === mine.id)).toBe(false);
  });

  it('billing is for admins: an operator is refused, a caller without a token too', async () => {
    expect((await get('/v1/app/billing/accounts', operator)).status).toBe(403);
    expect((await get('/v1/app/billing/operations', operator)).status).toBe(403);
    expect((await t.call('GET', '/v1/app/billing/accounts', {})).status).toBe(401);
  });
});
