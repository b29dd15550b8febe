// Money figures stay with those who may see them (docs/decisions/billing.md): an operator's stats carry no
// balance, and another company's invoice id tells nothing about that invoice: it is taken, like an order id.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, OPERATOR_TOKEN } from './order-fixtures';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.login(OTHER);
});
afterAll(() => t.close());

const adminId = async () => ((await t.database.get("SELECT id FROM users WHERE email = 'admin@demo.local'")) as { id: number }).id;

describe('user stats', () => {
  it("leave the balances out of an operator's answer", async () => {
    const res = await t.call('GET', `/v1/app/user/${(await adminId())}/stats`, { token: OPERATOR_TOKEN });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('balanceMoney');
    expect(res.body).not.toHaveProperty('calculations');
    expect(res.body).toMatchObject({ providers: expect.any(Number), orders: expect.any(Number) });
    expect(JSON.stringify(res.body)).not.toContain('500000.5');
  });

  it("carry them in an admin's", async () => {
    const res = await t.call('GET', `/v1/app/user/${(await adminId())}/stats`, { token: ADMIN_TOKEN });
    expect(res.body).toMatchObject({ balanceMoney: 500000.5, calculations: expect.any(Number) });
  });
});

describe('an invoice create with a client id', () => {
  it("answers another company's id 409 'id taken', like an order id, and changes nothing", async () => {
    const id = randomUUID();
    const mine = await t.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { id, amount: 700 } });
    expect(mine.status).toBe(200);
    const theirs = await t.call('POST', '/v1/app/billing/invoices', { token: other, body: { id, amount: 700 }, lang: 'en' });
    expect(theirs.status).toBe(409);
    expect(theirs.body).toMatchObject({ code: '040901', message: 'This id is already taken' });
    expect(JSON.stringify(theirs.body)).not.toContain('700');
    const row = (await t.database.get('SELECT company_id, amount FROM invoices WHERE id = ?', id));
    expect(row).toEqual({ company_id: 1, amount: 70000 });
  });

  it('answers the same company its own invoice again, and a fresh id a new one', async () => {
    const id = randomUUID();
    const first = await t.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { id, amount: 300 } });
    const again = await t.call('POST', '/v1/app/billing/invoices', { token: ADMIN_TOKEN, body: { id, amount: 300 } });
    expect(again).toMatchObject({ status: 200, body: first.body });
    const fresh = await t.call('POST', '/v1/app/billing/invoices', { token: other, body: { id: randomUUID(), amount: 300 } });
    expect(fresh.status).toBe(200);
  });
});
