// Pricing on the data layer (server/src/pricing/calculate.ts, rule-preview.ts), the same on SQLite and
// PostgreSQL: a calculation with the company's connections, their fees and its enabled rules, the calculator's
// answer with the points near the recipient, an order's price, and the rule editor's preview over the company's
// recent calculations. Each database answers what the other does, and what the rules say.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '../../src/contract';
import { createCompany } from '../../server/src/db/repos/companies';
import { POINT_COLUMNS, pointRow } from '../../server/src/db/repos/points';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { fixedPrice } from '../../server/src/orders/delivery-cost';
import { orderPrice } from '../../server/src/orders/order-price';
import { calculatorAnswerOf, companyPricing, type PricingRequest } from '../../server/src/pricing/calculate';
import { rulePreview } from '../../server/src/pricing/rule-preview';
import { parcelWeight } from '../../server/src/sim/upload-check';
import { DATABASES, openMigrated, stopCluster, type DatabaseName } from '../support/both-databases';
import { plainOrderBody } from './order-fixtures';

afterAll(stopCluster);

const NOW = Date.UTC(2026, 10, 29, 12);

const REQUEST: PricingRequest = {
  from: { city: 'Москва' }, to: { city: 'Казань', lat: 55.79, lng: 49.12 }, places: [{ weight: 1200, length: 30, width: 20, height: 10 }],
  assessedCost: 2500, codCost: 1000, includeFees: true, skipTariffRules: false,
};

const point = (id: string, providerKey: string, lat: number, availableOperation: Point['availableOperation'] = 3): Point => ({
  id, version: 0, providerKey, code: id, name: id, type: 1, postIndex: '420111', lat, lng: 49.12, countryCode: 'RU',
  region: 'Татарстан', city: 'Казань', cityGuid: '', street: '', house: '', block: '', office: '', address: '', url: '', email: '',
  phone: '', timetable: '', worktime: [], fittingRoom: false, cod: true, paymentCash: true, paymentCard: true, availableOperation,
  description: '', photos: [], metro: [], limits: { maxWeight: 30000, maxSizeA: 120, maxSizeB: 80, maxSizeC: 50, maxCod: null }, enabled: true,
});

const rule = (companyId: number, id: string, priority: number, status: 'enabled' | 'disabled', conditions: unknown[], actions: unknown[]) => sql`
  INSERT INTO tariff_rules (id, company_id, name, author, user_email, priority, status, conditions, actions, version, created_at, updated_at)
  VALUES (${id}, ${companyId}, ${id}, 'Админ', 'admin@demo.local', ${priority}, ${status}, ${JSON.stringify(conditions)}, ${JSON.stringify(actions)}, 1, ${NOW}, ${NOW})`;

/** Two services of three connected (the third disabled), a tariff of each for door and point, rules, points, and
 *  the company's recent calculations. */
async function seedPricing(db: SqlDb): Promise<{ companyId: number; tariffs: Map<string, number> }> {
  const tariffs = new Map<string, number>();
  for (const [sort, key] of ['cdek', 'boxberry', 'dpd'].entries()) {
    await db.run(sql`INSERT INTO providers (key, name, description_ru, description_en, enabled, sort)
      VALUES (${key}, ${key}, '', '', ${key === 'dpd' ? 0 : 1}, ${sort})`);
    for (const deliveryType of [1, 2]) {
      const tariff = await db.get(sql<{ id: number }>`
        INSERT INTO tariffs (provider_key, name_ru, name_en, description_ru, description_en, weight_min, weight_max, pickup_type, delivery_type, code)
        VALUES (${key}, ${`Тариф ${deliveryType}`}, ${`Tariff ${deliveryType}`}, '', '', 0, 30000, 2, ${deliveryType}, ${`t${deliveryType}`}) RETURNING id`);
      tariffs.set(`${key}/${deliveryType}`, tariff!.id);
    }
  }
  const companyId = await createCompany(db, 'Магазин', NOW);
  const connections: Array<[string, string, number, Record<string, unknown>]> = [
    ['conn-cdek', 'cdek', 0.5, { insuranceMinimum: 30, extraDays: 2 }],
    ['conn-cdek-2', 'cdek', 3, {}],
    ['conn-boxberry', 'boxberry', 1, { tariffs: ['t2'] }],
    ['conn-dpd', 'dpd', 1, {}],
  ];
  for (const [i, [id, key, rate, params]] of connections.entries()) {
    await db.run(sql`INSERT INTO connections (id, company_id, provider_key, name, insurance_rate, cash_service_rate, assessed_cost_percent, connect_params, version, created_at, updated_at)
      VALUES (${id}, ${companyId}, ${key}, ${id}, ${rate}, ${rate}, 100, ${JSON.stringify(params)}, 1, ${NOW + i}, ${NOW + i})`);
  }
  await db.run(rule(companyId, 'cheaper-cdek', 1, 'enabled', [{ field: 'providerKey', operator: '=', value: 'cdek' }], [{ field: 'deliveryCost', operator: 'addFixed', value: -50 }]));
  await db.run(rule(companyId, 'off', 2, 'disabled', [], [{ field: 'deliveryCost', operator: 'addFixed', value: 1000 }]));
  const points = [['p-far', 'boxberry', 56.5, 3], ['p-near', 'boxberry', 55.8, 2], ['p-send-only', 'boxberry', 55.79, 1]] as const;
  for (const [i, [id, key, lat, operation]] of points.entries()) {
    const { row } = pointRow({ ...point(id, key, lat, operation), version: i + 1 });
    await db.run(sql`INSERT INTO points (${sql.join(POINT_COLUMNS.map((c) => sql.ref(c)))}) VALUES (${sql.join(POINT_COLUMNS.map((c) => sql`${row[c]}`))})`);
  }
  for (const [i, request] of [REQUEST, { ...REQUEST, to: { city: 'Тверь' } }, { ...REQUEST, skipTariffRules: true }, { ...REQUEST, providerKeys: ['boxberry'] }].entries()) {
    await db.run(sql`INSERT INTO calculations (company_id, user_id, created_at, city_from, city_to, weight, request)
      VALUES (${companyId}, NULL, ${NOW + i}, 'Москва', 'Казань', 1200, ${JSON.stringify(request)})`);
  }
  return { companyId, tariffs };
}

/** Every answer per database, compared across them at the end. */
const answered = new Map<DatabaseName, unknown[]>();

describe.each(DATABASES)('pricing on %s', (name) => {
  let db: SqlDb;
  let companyId: number;
  let tariffs: Map<string, number>;
  const answers: unknown[] = [];
  const keep = <T>(answer: T): T => (answers.push(answer), answer);

  beforeAll(async () => {
    db = await openMigrated(name);
    ({ companyId, tariffs } = await seedPricing(db));
    answered.set(name, answers);
  }, 60_000);
  afterAll(() => db?.close());

  it('prices with the first connection of each enabled service, its fees, its tariff codes and the enabled rules', async () => {
    const pricing = await companyPricing(db, companyId);
    const offers = keep(pricing.offers(REQUEST, 'ru'));
    expect(offers.map((o) => `${o.providerKey}/${o.connectionId}/${o.tariff.tariffId}`)).toEqual([
      `cdek/conn-cdek/${tariffs.get('cdek/1')}`, `cdek/conn-cdek/${tariffs.get('cdek/2')}`, `boxberry/conn-boxberry/${tariffs.get('boxberry/2')}`,
    ]);
    const bare = pricing.offers({ ...REQUEST, skipTariffRules: true }, 'ru');
    // The enabled CDEK rule takes 50 roubles off; the disabled one adds nothing.
    expect(offers.map((o) => o.costKopecks - bare.find((b) => b.tariff.tariffId === o.tariff.tariffId)!.costKopecks)).toEqual([-5000, -5000, 0]);
    expect(offers[0]!.tariff.ruleIds).toEqual(['cheaper-cdek']);
    // CDEK's first connection: 0.5% of 2,500 is under its 30-rouble insurance minimum; two extra days.
    expect(offers[0]!.tariff.insuranceFee).toBe(30);
    expect(offers[0]!.tariff.daysMin).toBe(bare[0]!.tariff.daysMin);
    const chosen = pricing.offers({ ...REQUEST, connectionId: 'conn-cdek-2', providerKeys: ['cdek'] }, 'en');
    expect(keep(chosen).map((o) => [o.connectionId, o.tariff.insuranceFee, o.tariff.tariffName])).toEqual([
      ['conn-cdek-2', 75, 'Tariff 1'], ['conn-cdek-2', 75, 'Tariff 2'],
    ]);
  });

  it('answers the calculator with the points of the service near the recipient, nearest first', async () => {
    const offers = (await companyPricing(db, companyId)).offers(REQUEST, 'ru');
    const answer = keep(await calculatorAnswerOf(db, REQUEST, offers));
    expect(answer.deliveryToDoor.map((g) => g.providerKey)).toEqual(['cdek']);
    expect(answer.deliveryToPoint.map((g) => [g.providerKey, g.pointIds])).toEqual([['cdek', []], ['boxberry', ['p-near', 'p-far']]]);
  });

  it('prices an order with its tariff, or by the fixed model when its service cannot', async () => {
    const body = (providerKey: string, deliveryType: 1 | 2) =>
      plainOrderBody({ clientNumber: 'C-1', providerKey, tariffId: tariffs.get(`${providerKey}/${deliveryType}`)!, deliveryType, codCost: 1000 });
    const priced = keep(await orderPrice(db, companyId, body('cdek', 1)));
    const calculated = (await companyPricing(db, companyId)).offers({ ...REQUEST, includeFees: false }, 'ru')[0]!;
    expect(priced.cost.deliveryCost).toBe(calculated.tariff.deliveryCost);
    // The term the calculator showed, with the connection's extra days (docs/decisions/analytics.md "Shipping").
    expect(priced.daysMax).toBe(calculated.tariff.daysMax);
    expect(priced.daysMax).toBeGreaterThanOrEqual(2);
    // Boxberry's connection offers its point tariff only: its door tariff is priced by the fixed model.
    const door = body('boxberry', 1);
    expect(keep(await orderPrice(db, companyId, door))).toEqual(fixedPrice(door.cost, parcelWeight(door), 1));
  });

  it('previews a rule over the recent calculations that use rules', async () => {
    const bigger = { id: 'new', conditions: [{ field: 'providerKey', operator: '=', value: 'cdek' }], actions: [{ field: 'deliveryCost', operator: 'addFixed', value: 100 }] };
    // Three of the four calculations use rules; one asked Boxberry alone, which the rule leaves as it was.
    expect(keep(await rulePreview(db, { companyId, rule: bigger }))).toEqual({ checked: 3, changed: 2 });
    // The enabled rule as it already stands changes nothing; edited to nothing, it changes the CDEK prices back.
    const same = { id: 'cheaper-cdek', conditions: [{ field: 'providerKey', operator: '=', value: 'cdek' }], actions: [{ field: 'deliveryCost', operator: 'addFixed', value: -50 }] };
    expect(keep(await rulePreview(db, { companyId, rule: same }))).toEqual({ checked: 3, changed: 0 });
    expect(keep(await rulePreview(db, { companyId, rule: { ...same, actions: [] } }))).toEqual({ checked: 3, changed: 2 });
  });
});

describe('pricing on every database', () => {
  it.runIf(DATABASES.length > 1)('answers the same on SQLite and PostgreSQL', () => {
    const [sqlite, postgres] = DATABASES.map((name) => answered.get(name)!);
    expect(sqlite!.length).toBeGreaterThan(5);
    expect(postgres).toEqual(sqlite);
  });
});
