// How a shop would get shipping for free, or another's money (docs/decisions/billing.md): each test is an
// attack as an outside audit found it, and proves it no longer pays. Reused order ids, delete and re-create,
// a charge set by the shop's own cost.deliveryCost.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../support/ledger-of';
import { ADMIN_TOKEN, createOrder, orderBody, tick } from './order-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

const OTHER_COMPANY = 2;
const balance = (companyId: number) => ledgerOf(t.db).balance(companyId, 'money');
const operationsOf = async (orderId: string, token = ADMIN_TOKEN) =>
  (await t.call('GET', `/v1/app/billing/operations?limit=100&filter=orderId=${orderId}`, { token })).body.items as Array<{ type: string; amount: number }>;
const netOf = (ops: Array<{ amount: number }>) => Math.round(ops.reduce((sum, op) => sum + op.amount, 0) * 100);

describe('an order id, once used, stays its company\'s', () => {
  it('a deleted order\'s id cannot be taken by another company, so its refund never reaches that company', async () => {
    const id = randomUUID();
    await createOrder(t, orderBody(t, { id }));
    await tick(t);
    const [charge] = await operationsOf(id);
    expect(charge).toMatchObject({ type: 'orderCharge' });
    expect((await t.call('DELETE', `/v1/app/orders/${id}`, { token: ADMIN_TOKEN })).status).toBe(200);

    const otherBefore = await balance(OTHER_COMPANY);
    const reuse = await t.call('POST', '/v1/app/orders', { token: other, body: orderBody(t, { id }) });
    expect(reuse.status).toBe(409);
    expect(reuse.body.errors[0].field).toBe('id');
    expect((await t.call('POST', `/v1/app/orders/${id}/cancel`, { token: other })).status).toBe(404);
    expect(await balance(OTHER_COMPANY)).toBe(otherBefore);
    expect(await operationsOf(id, other)).toEqual([]);
  });

  it('the company that deleted it cannot create it again either (409), and a repeated delete stays harmless', async () => {
    const id = randomUUID();
    await createOrder(t, orderBody(t, { id }));
    expect((await t.call('DELETE', `/v1/app/orders/${id}`, { token: ADMIN_TOKEN })).status).toBe(200);
    expect((await t.call('DELETE', `/v1/app/orders/${id}`, { token: ADMIN_TOKEN })).status).toBe(200);
    const again = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: orderBody(t, { id }) });
    expect(again.status).toBe(409);
    // A repeat of a live order's create still answers that order (the outbox resends after a lost answer).
    const live = randomUUID();
    const first = await createOrder(t, orderBody(t, { id: live }));
    const repeat = await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: orderBody(t, { id: live }) });
    expect(repeat.body.number).toBe(first.number);
  });

  it('delete and re-create no longer ships for free: the delete cancels at the service with its refund', async () => {
    const id = randomUUID();
    await createOrder(t, orderBody(t, { id }));
    await tick(t);
    const before = await balance(1);
    expect((await t.call('DELETE', `/v1/app/orders/${id}`, { token: ADMIN_TOKEN })).status).toBe(200);
    const ops = await operationsOf(id);
    expect(ops.map((op) => op.type).sort()).toEqual(['orderCharge', 'orderRefund']);
    expect(netOf(ops)).toBe(0);
    const refund = ops.find((op) => op.type === 'orderRefund')!;
    expect(await balance(1)).toBe(before + Math.round(refund.amount * 100));
    // The service was told: the log says the parcel was cancelled there before the order left the aggregator.
    const log = (await t.database.all('SELECT type FROM order_logs WHERE order_id = ? ORDER BY id', id)) as Array<{ type: string }>;
    const types = log.map((l) => l.type);
    expect(types.indexOf('cancellationInProvider')).toBeGreaterThan(-1);
    expect(types.indexOf('cancellationInProvider')).toBeLessThan(types.indexOf('deletionInAggregator'));
    expect((await t.call('POST', '/v1/app/orders', { token: ADMIN_TOKEN, body: orderBody(t, { id }) })).status).toBe(409);
  });
});

describe('the charge is the aggregator\'s price', () => {
  it('a shop\'s own deliveryCost of 0.01 or 0 is what it bills its recipient, never what it is charged', async () => {
    const priced = await createOrder(t, orderBody(t));
    const cheap = await createOrder(t, orderBody(t, { cost: { deliveryCost: 0.01 } }));
    const free = await createOrder(t, orderBody(t, { cost: { deliveryCost: 0 } }));
    expect(cheap.cost.deliveryCost).toBe(0.01);
    expect(free.cost.deliveryCost).toBe(0);
    await tick(t);
    const chargeOf = async (id: string) => (await operationsOf(id)).find((op) => op.type === 'orderCharge')!.amount;
    const price = priced.cost.deliveryCost + priced.cost.insuranceFee + priced.cost.cashServiceFee;
    expect(price).toBeGreaterThan(1);
    expect(-(await chargeOf(priced.id))).toBeCloseTo(price, 2);
    expect(await chargeOf(cheap.id)).toBe(await chargeOf(priced.id));
    expect(await chargeOf(free.id)).toBe(await chargeOf(priced.id));
  });

  it('an edit re-prices the charge, and its deliveryCost does not change it either', async () => {
    const o = await createOrder(t, orderBody(t));
    const body = orderBody(t, { cost: { deliveryCost: 0.01 }, order: { clientNumber: o.order.clientNumber, weight: 9000 } });
    body.places[0].weight = 9000;
    expect((await t.call('PUT', `/v1/app/orders/${o.id}`, { token: ADMIN_TOKEN, body })).status).toBe(200);
    const stored = (await t.database.get('SELECT charge_kopecks FROM orders WHERE id = ?', o.id)) as { charge_kopecks: number };
    const heavier = await createOrder(t, { ...orderBody(t, { order: { weight: 9000 } }), places: body.places });
    const reference = (await t.database.get('SELECT charge_kopecks FROM orders WHERE id = ?', heavier.id)) as { charge_kopecks: number };
    expect(stored.charge_kopecks).toBe(reference.charge_kopecks);
    expect(stored.charge_kopecks).toBeGreaterThan(100);
  });
});
