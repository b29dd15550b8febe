// The calculator against the demo company: the services' prices, the company's tariff rules (enabled, in
// priority order), connection fees, the calculation units it spends, and who may call it.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calculatorAnswer, type CalculatorAnswer } from '../../src/contract';
import { ledgerOf } from '../support/ledger-of';
import { OPERATOR, OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
const admin = 'admin-token';
const RULES = '/v1/app/editors/tariff/rules';
const shipment = {
  from: { city: 'Москва' }, to: { city: 'Казань' }, places: [{ weight: 1000, length: 20, width: 15, height: 10 }], assessedCost: 10000, codCost: 0,
};

type Tariff = CalculatorAnswer['deliveryToDoor'][number]['tariffs'][number];
/** Every tariff of the answer by provider and tariff id. */
const tariffsOf = (answer: CalculatorAnswer) => new Map(
  [...answer.deliveryToDoor, ...answer.deliveryToPoint].flatMap((p) => p.tariffs.map((x) => [`${p.providerKey}/${x.tariffId}`, x] as [string, Tariff])),
);
async function calculate(body: object = {}, token = admin): Promise<Map<string, Tariff>> {
  const res = await t.call('POST', '/v1/app/calculator', { token, body: { ...shipment, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tariffsOf(calculatorAnswer.parse(res.body));
}
const madeRules: string[] = [];
async function addRule(conditions: object[], actions: object[], status = 'enabled'): Promise<string> {
  const id = randomUUID();
  const res = await t.call('POST', RULES, { token: admin, body: { id, name: `Rule ${id.slice(0, 6)}`, status, conditions, actions } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  madeRules.push(id);
  return id;
}
const forCdek = { field: 'providerKey', operator: '=', value: 'cdek' };
const unitsLeft = () => ledgerOf(t.db).balance(1, 'calculations');
/** Sets the demo company's units as an operation of the ledger would (balances are never edited in place). */
const setUnits = async (units: number) =>
  ledgerOf(t.db).post({ companyId: 1, account: 'calculations', type: 'calculationsPurchase', amount: units - (await unitsLeft()), at: t.now() });

let baseline: Map<string, Tariff>;

beforeAll(async () => {
  t = await createTestApp();
  // The demo company's own rules are switched off, so each test sees only the rules it makes.
  const seeded = (await t.call('GET', `${RULES}?limit=100`, { token: admin })).body.items as Array<{ id: string }>;
  for (const rule of seeded) await t.call('PUT', `${RULES}/${rule.id}/status/switch`, { token: admin, body: { status: 'disabled' } });
  baseline = await calculate();
});
afterEach(async () => {
  for (const id of madeRules.splice(0)) await t.call('DELETE', `${RULES}/${id}`, { token: admin });
});
afterAll(() => t.close());

describe('the calculator', () => {
  it('prices the connected services\' tariffs, the same way each time, door and point', async () => {
    expect([...baseline.keys()].some((k) => k.startsWith('cdek/'))).toBe(true);
    expect([...baseline.keys()].some((k) => k.startsWith('boxberry/'))).toBe(true);
    expect([...baseline.keys()].some((k) => k.startsWith('dpd/'))).toBe(false); // another company's connection
    for (const x of baseline.values()) {
      expect(x.deliveryCost).toBeGreaterThan(0);
      expect(x.deliveryCost).toBe(x.deliveryCostOriginal);
      expect(x.daysMax).toBeGreaterThanOrEqual(x.daysMin);
    }
    expect(await calculate()).toEqual(baseline);
    const farther = await calculate({ to: { city: 'Новосибирск' } });
    for (const [key, x] of farther) expect(x.deliveryCost).toBeGreaterThan(baseline.get(key)!.deliveryCost);
  });

  it('a rule "addFixed 100 for cdek" raises cdek by exactly 100 and leaves the others alone', async () => {
    const id = await addRule([forCdek], [{ field: 'deliveryCost', operator: 'addFixed', value: 100 }]);
    const ruled = await calculate();
    for (const [key, x] of ruled) {
      const before = baseline.get(key)!;
      expect(x.deliveryCostOriginal).toBe(before.deliveryCost);
      expect(x.deliveryCost).toBe(key.startsWith('cdek/') ? before.deliveryCost + 100 : before.deliveryCost);
      expect(x.ruleIds).toEqual(key.startsWith('cdek/') ? [id] : []);
    }
    expect(await calculate({ skipTariffRules: true })).toEqual(baseline);
  });

  it('a disabled rule changes nothing', async () => {
    await addRule([forCdek], [{ field: 'deliveryCost', operator: 'addFixed', value: 100 }], 'disabled');
    expect(await calculate()).toEqual(baseline);
  });

  it('applies rules in priority order: set-then-add differs from add-then-set', async () => {
    const set = await addRule([forCdek], [{ field: 'deliveryCost', operator: 'set', value: 500 }]);
    const add = await addRule([forCdek], [{ field: 'deliveryCost', operator: 'addFixed', value: 100 }]);
    const cdek = (m: Map<string, Tariff>) => [...m].filter(([k]) => k.startsWith('cdek/')).map(([, x]) => x.deliveryCost);
    expect(new Set(cdek(await calculate()))).toEqual(new Set([600]));
    const order = (await t.call('GET', `${RULES}?limit=100`, { token: admin })).body.items.map((r: { id: string }) => r.id) as string[];
    const reordered = [add, set, ...order.filter((id) => id !== add && id !== set)];
    expect((await t.call('PUT', `${RULES}/priority/update`, { token: admin, body: { ids: reordered } })).status).toBe(200);
    expect(new Set(cdek(await calculate()))).toEqual(new Set([500]));
  });

  it('a hide rule removes the tariff', async () => {
    const [key, hidden] = [...baseline].find(([k]) => k.startsWith('cdek/'))!;
    await addRule([{ field: 'tariffId', operator: '=', value: hidden.tariffId }], [{ field: 'tariff', operator: 'hide', value: true }]);
    const ruled = await calculate();
    expect(ruled.has(key)).toBe(false);
    expect(ruled.size).toBe(baseline.size - 1);
  });

  it('prices insurance and cash handling from the connection\'s rates, and adds them on request', async () => {
    const cdek = [...baseline].find(([k]) => k.startsWith('cdek/'))![1];
    expect(cdek.insuranceFee).toBe(75); // 0.75 % of 10,000
    expect([...(await calculate({ assessedCost: 1000 })).values()].find((x) => x.tariffId === cdek.tariffId)!.insuranceFee).toBe(50.5); // the minimum
    const withFees = await calculate({ codCost: 2000, includeFees: true });
    const x = [...withFees.values()].find((v) => v.tariffId === cdek.tariffId)!;
    expect(x.cashServiceFee).toBe(60); // 3 % of 2,000
    expect(x.feesIncluded).toBe(true);
    expect(x.deliveryCost).toBe(cdek.deliveryCost + 75 + 60);
    expect(x.deliveryCostOriginal).toBe(x.deliveryCost);
  });

  it('says how each fee was made: the rate, the insured part, and whether the minimum was charged', async () => {
    const cdek = [...baseline].find(([k]) => k.startsWith('cdek/'))![1];
    const terms = { insuranceRate: 0.75, insuredPercent: 100, insuranceMinimum: 50.5, cashServiceRate: 3 };
    expect(cdek.feeTerms).toEqual({ ...terms, insuranceMinimumApplied: false });
    const atZero = [...(await calculate({ assessedCost: 0 })).values()].find((x) => x.tariffId === cdek.tariffId)!;
    expect(atZero.insuranceFee).toBe(50.5);
    expect(atZero.feeTerms).toEqual({ ...terms, insuranceMinimumApplied: true });
    // 5Post insures half the declared value; a service without an insurance rate charges no minimum.
    const x5 = [...baseline].find(([k]) => k.startsWith('x5/'))![1];
    expect(x5.feeTerms).toMatchObject({ insuredPercent: 50, insuranceMinimumApplied: false });
  });

  it('spends one calculation unit per call and answers 402 060001 at zero', async () => {
    const before = await unitsLeft();
    await calculate();
    expect(await unitsLeft()).toBe(before - 1);
    await setUnits(1);
    await calculate();
    const refused = await t.call('POST', '/v1/app/calculator', { token: admin, body: shipment });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('060001');
    expect(await unitsLeft()).toBe(0);
    await setUnits(1000);
  });

  it('records each calculation with its prices', async () => {
    const count = async () => ((await t.database.get('SELECT count(*) AS n FROM calculations WHERE company_id = 1')) as { n: number }).n;
    const before = await count();
    const answer = await calculate();
    expect(await count()).toBe(before + 1);
    const last = (await t.database.get('SELECT id, city_to FROM calculations ORDER BY id DESC LIMIT 1')) as { id: number; city_to: string };
    expect(last.city_to).toBe('Казань');
    const prices = (await t.database.get('SELECT count(*) AS n FROM calculation_prices WHERE calculation_id = ?', last.id)) as { n: number };
    expect(prices.n).toBe(answer.size);
  });

  it('is open to operators, closed without a token, and checks its input', async () => {
    const operator = await t.login(OPERATOR);
    expect((await t.call('POST', '/v1/app/calculator', { token: operator, body: shipment })).status).toBe(200);
    expect((await t.call('POST', '/v1/app/calculator', { body: shipment })).status).toBe(401);
    const bad = await t.call('POST', '/v1/app/calculator', { token: admin, body: { ...shipment, places: [] } });
    expect(bad.status).toBe(400);
    const other = await t.login(OTHER);
    const theirs = await t.call('POST', '/v1/app/calculator', { token: other, body: shipment });
    expect(theirs.status).toBe(200);
    const keys = [...theirs.body.deliveryToDoor, ...theirs.body.deliveryToPoint].map((p: { providerKey: string }) => p.providerKey);
    expect(new Set(keys)).toEqual(new Set(['dpd']));
  });
});

describe('orders priced by the calculator', () => {
  const order = (tariffId: number, cost: object = {}) => ({
    order: { clientNumber: `CALC-${randomUUID().slice(0, 8)}`, providerKey: 'cdek', tariffId, pickupType: 2, deliveryType: 2, weight: 1000 },
    cost: { assessedCost: 10000, codCost: 0, ...cost },
    sender: { contactName: 'Склад', phone: '+7 495 123-45-67', city: 'Москва' },
    recipient: { contactName: 'Пётр', phone: '+7 912 345-67-89', city: 'Казань' },
    places: [{ placeNumber: '1', weight: 1000, length: 20, width: 15, height: 10 }],
    items: [{ description: 'Книга', quantity: 1 }],
  });

  it('a new order without a cost gets the calculator\'s price of its tariff, rules included; a typed cost stays', async () => {
    await addRule([forCdek], [{ field: 'deliveryCost', operator: 'addFixed', value: 100 }]);
    const priced = await calculate({ providerKeys: ['cdek'], deliveryTypes: [2], pickupTypes: [2] });
    const [, tariff] = [...priced].find(([k]) => k.startsWith('cdek/'))!;
    const made = await t.call('POST', '/v1/app/orders', { token: admin, body: order(tariff.tariffId) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.cost).toMatchObject({ deliveryCost: tariff.deliveryCost, insuranceFee: tariff.insuranceFee, cashServiceFee: 0 });
    const typed = await t.call('POST', '/v1/app/orders', { token: admin, body: order(tariff.tariffId, { deliveryCost: 123.45 }) });
    expect(typed.body.cost.deliveryCost).toBe(123.45);
  });
});

describe('the rule editor\'s preview', () => {
  const preview = (body: object, token = admin) => t.call('POST', `${RULES}/preview`, { token, body });

  it('counts the recent calculations a rule would change, spending no unit', async () => {
    await calculate();
    await calculate({ to: { city: 'Новосибирск' } });
    const units = await unitsLeft();
    const cdek = await preview({ conditions: [forCdek], actions: [{ field: 'deliveryCost', operator: 'addFixed', value: 100 }] });
    expect(cdek.status).toBe(200);
    expect(cdek.body.checked).toBeGreaterThanOrEqual(2);
    expect(cdek.body.changed).toBe(cdek.body.checked);
    const far = await preview({ conditions: [{ field: 'cityTo', operator: '=', value: 'Новосибирск' }], actions: [{ field: 'deliveryDays', operator: 'add', value: 1 }] });
    expect(far.body.changed).toBeGreaterThanOrEqual(1);
    expect(far.body.changed).toBeLessThan(far.body.checked);
    const none = await preview({ conditions: [{ field: 'providerKey', operator: '=', value: 'dpd' }], actions: [{ field: 'tariff', operator: 'hide', value: true }] });
    expect(none.body).toMatchObject({ changed: 0 });
    expect(await unitsLeft()).toBe(units);
  });

  it('checks the rows like a save and is the rule editor\'s (admin only)', async () => {
    const bad = await preview({ conditions: [], actions: [{ field: 'deliveryCost', operator: 'set', value: -1 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'actions.0.value', message: 'Некорректное значение' }]);
    const operator = await t.login(OPERATOR);
    expect((await preview({ conditions: [], actions: [] }, operator)).status).toBe(403);
  });
});
